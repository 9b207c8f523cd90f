// A fake settlement server behind the HTTP layer's transport (src/testing/fakeApi.ts) for the
// dialogs' stories, specs and benchmark: the bank dictionary, submit, the write-off picker's list
// (paged as asked) and the write-off request; each call answers after `delayMs`, and submit or
// write-off may be refused with the server's text. The last one installed is `settlementServer()`.
import type { BillRow } from '#core/list/list-page.ts';
import { answer, installFakeApi, ok, type FakeApi, type FakeRequest } from '../../../testing/fakeApi.ts';
import { seedDictionary } from '../../../testing/seedOptions.ts';
import { DICTIONARY_PATH } from '../../../http/options.ts';
import { DECLARATION_PATH, SEVER_LIST_PATH, VERIFICATION_APPLY_PATH } from './settlementDialogApi.ts';

export interface SettlementServerOptions {
  candidates?: readonly BillRow[];
  /** The text of a refused submit or write-off (the server's business error). */
  refuse?: string;
  delayMs?: number;
}

let current: FakeApi | null = null;

const dataOf = (request: FakeRequest) => ((request.body as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export function installSettlementServer({ candidates = [], refuse, delayMs = 0 }: SettlementServerOptions = {}): FakeApi {
  const api = installFakeApi();
  api.on(`POST ${DICTIONARY_PATH}`, async (request) => {
    await wait(delayMs);
    return ok(seedDictionary(String(dataOf(request).dicCode)));
  });
  api.on(`POST ${SEVER_LIST_PATH}`, async (request) => {
    await wait(delayMs);
    const { pageIndex = 0, pageSize = 50 } = dataOf(request) as { pageIndex?: number; pageSize?: number };
    return ok({ datas: candidates.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: candidates.length });
  });
  const decide = async () => {
    await wait(delayMs);
    return refuse ? answer(-1, refuse) : ok(null);
  };
  api.on(`POST ${DECLARATION_PATH}`, decide);
  api.on(`POST ${VERIFICATION_APPLY_PATH}`, decide);
  current = api;
  return api;
}

/** The fake server the last story (or spec) installed. */
export function settlementServer(): FakeApi {
  if (!current) throw new Error('no settlement server installed');
  return current;
}

/** The `data` of every request to `path`, in order. */
export function bodiesTo(path: string): Record<string, unknown>[] {
  return settlementServer().requestsTo(`POST ${path}`).map(dataOf);
}
