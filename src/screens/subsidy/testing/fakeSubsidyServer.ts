// A fake subsidy server (the contract, docs/subsidy-screens.md) behind the HTTP layer's transport
// for the subsidy pages' specs and stories: the apply form's definition, the seed dictionaries, the
// result definitions, and the calls of /subsidy — the import answering a scripted progress, the
// apply accepting, refusing with -1000 or checking the body as the server does (core/forms).
import dictionaries from '../../../../schemas/seed/dictionaries.json';
import { answer, installFakeApi, ok, type FakeApi, type FakeRequest } from '../../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import type { ImportProgress } from '../subsidyApi.ts';
import {
  APPLICANT,
  REC_COMPANIES,
  importedBillsDefinition as importedBills,
  resultDefinition,
  rewardApplyForm,
  sampleBills,
  sampleResults,
} from './subsidyFixtures.ts';

export interface SubsidyServerOptions {
  /** The answers of importProgress in turn (the last repeats). */
  progress?: ImportProgress[];
  importNo?: string;
  /** Rows the bill list holds after an import (or from the start with `importedFrom`). */
  bills?: number;
  /** The apply answers -1000 with this message. */
  refuse?: string;
  detail?: Record<string, unknown>;
  results?: number;
  delayMs?: number;
  /** Add the calls to this fake API (e.g. a list page's fake bill server) instead of a new one. */
  api?: FakeApi;
  /** Other definitions served by route besides the result lists (e.g. the list's own). */
  definitions?: readonly BillDefinition[];
}

export interface FakeSubsidyServer {
  api: FakeApi;
  bodiesTo(sub: string): Record<string, unknown>[];
}

const BASE = '/api/enterprise/subsidy';
const dataOf = (request: FakeRequest) => ((request.body as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

let current: FakeSubsidyServer | null = null;

export function installSubsidyServer(options: SubsidyServerOptions = {}): FakeSubsidyServer {
  const api = options.api ?? installFakeApi();
  const form = rewardApplyForm();
  const delay = options.delayMs ?? 0;
  const importNo = options.importNo ?? 'IMP20261124001';
  let bills = sampleBills(options.bills ?? 25, importNo);
  const results = sampleResults(options.results ?? 23);
  let progressAt = 0;
  const on = (sub: string, reply: (data: Record<string, unknown>) => unknown) =>
    api.on(`POST ${BASE}/${sub}`, async (request) => {
      await wait(delay);
      return ok(reply(dataOf(request)));
    });

  api.on('POST /api/enterprise/form/definition', () => ok({ schema: form.schema, ui: form.ui }));
  api.on('POST /api/dictionary/item/queryByCode', (request) =>
    ok(dictionaries.dictionaries.find((entry) => entry.code === dataOf(request).dicCode)?.items ?? []),
  );
  api.on('POST /api/enterprise/bill/definition', (request) => {
    const route = String(dataOf(request).route);
    const definition =
      resultDefinition(route) ?? options.definitions?.find((one) => one.ui.route === route) ?? (importedBills.ui.route === route ? importedBills : null);
    return definition ? ok({ schema: definition.schema, ui: definition.ui }) : answer(-1000, '该页面尚未配置单据定义');
  });
  api.on('POST /api/jwt_core/validate', () => ok({ token: 'token-2', refreshToken: 'refresh-2' }));
  api.on('POST /api/file/upload', () => ok([{ uri: '/api/file/download/91', name: 'waybills.xlsx' }]));

  on('company/queryCompany', () => APPLICANT);
  on('company/queryRecCompany', (data) => REC_COMPANIES.filter((row) => row.recCompanyName.includes(String(data.companyName ?? ''))));
  on('bill/downloadTemplate', () => ({ downloadUri: '/api/file/download/template-subsidy' }));
  on('bill/import', () => ({ importNo }));
  on('bill/importProgress', () => {
    const script = options.progress ?? [{ state: 'done', rows: bills.length, total: bills.length, errors: [] }];
    const step = script[Math.min(progressAt, script.length - 1)];
    progressAt += 1;
    return step;
  });
  on('bill/list', (data) => {
    const { pageIndex = 0, pageSize = 10 } = data as { pageIndex?: number; pageSize?: number };
    const wanted = (data.terms as Array<{ value: unknown }> | undefined)?.[0]?.value;
    const rows = bills.filter((row) => row.importNo === wanted);
    return { datas: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: rows.length };
  });
  on('bill/delete', (data) => {
    bills = bills.filter((row) => row.id !== data.id);
    return null;
  });
  on('bill/deleteAll', (data) => {
    bills = bills.filter((row) => row.importNo !== data.id);
    return null;
  });
  api.on(`POST ${BASE}/apply`, async () => {
    await wait(delay);
    return options.refuse ? answer(-1000, options.refuse) : ok(null);
  });
  on('detail', () => options.detail ?? {});
  for (const type of ['E9', 'E91', 'I9', 'E1', 'I1', 'I7', 'I2', 'I3', 'I4']) {
    on(`result/${type}/list`, (data) => {
      const { pageIndex = 0, pageSize = 10 } = data as { pageIndex?: number; pageSize?: number };
      return { datas: results.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: results.length };
    });
    on(`result/${type}/export`, () => ({ downloadUri: `/api/file/download/result-${type}` }));
  }

  current = {
    api,
    bodiesTo: (sub) => api.requestsTo(`POST ${BASE}/${sub}`).map(dataOf),
  };
  return current;
}

export function subsidyServer(): FakeSubsidyServer {
  if (!current) throw new Error('no subsidy server installed');
  return current;
}
