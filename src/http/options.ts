// Option lists that fill selects and state filters (§7.2), cached per tab.
import { cachedCall } from './cache.ts';
import { post } from './client.ts';
import { HttpError } from './httpError.ts';
import type { DictionaryItem, StateOption } from '#core/wire.ts';

export const DICTIONARY_PATH = '/api/dictionary/item/queryByCode';
export const STATE_OPTIONS_PATH = '/api/enterprise/state/list';

/** Items of one dictionary (country, currency, bank_code ...), in display order. */
export function queryDictionary(dicCode: string): Promise<DictionaryItem[]> {
  return cachedList<DictionaryItem>(DICTIONARY_PATH, { dicCode });
}

/** The states a bill of `billType` can take in `mode` (INVT, EXPU, COMPANY ...). */
export function queryStates(mode: string, billType: string): Promise<StateOption[]> {
  return cachedList<StateOption>(STATE_OPTIONS_PATH, { mode, billType });
}

/** Options answered by an API of the portal (`/area/getByCode` with the parent's code as id ...). */
export function queryOptions(path: string, body: Record<string, string>): Promise<Array<Record<string, unknown>>> {
  return cachedList<Record<string, unknown>>(`/api/enterprise${path}`, body);
}

function cachedList<T>(path: string, body: Record<string, string>): Promise<T[]> {
  return cachedCall(path, body, async () => {
    const answer = await post<T[] | null>(path, body, { envelope: true });
    // A -1000 answer is a failure the caller reports; it must not be cached as an empty list.
    if (answer.code !== 0) {
      throw new HttpError({ message: answer.message ?? '', code: answer.code, status: 200, body: answer });
    }
    return Array.isArray(answer.data) ? answer.data : [];
  });
}
