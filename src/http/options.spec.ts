// Dictionary and state options, cached per tab in sessionStorage (§3.8, §7.2).
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from './httpError.ts';
import { queryDictionary, queryStates } from './options.ts';
import { saveTokens } from './session.ts';
import { answer, gate, installFakeApi, ok, recordFeedback, type FakeApi } from '../testing/fakeApi.ts';

let api: FakeApi;

const countries = [
  { name: '中国', value: '142' },
  { name: '美国', value: '502' },
];

beforeEach(() => {
  api = installFakeApi();
  recordFeedback();
  saveTokens({ token: 't', refreshToken: 'r' });
  api.on('POST /api/dictionary/item/queryByCode', (r) => {
    const { dicCode } = (r.body as { data: { dicCode: string } }).data;
    return ok(dicCode === 'country' ? countries : [{ name: '人民币', value: '142' }]);
  });
  api.on('POST /api/enterprise/state/list', () => ok([{ state: '2', stateName: '申报中' }]));
});

describe('queryDictionary', () => {
  it('asks once per code; the second call is answered from sessionStorage', async () => {
    await expect(queryDictionary('country')).resolves.toEqual(countries);
    await expect(queryDictionary('country')).resolves.toEqual(countries);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].body).toEqual({ data: { dicCode: 'country' } });
    await queryDictionary('currency');
    expect(api.requests).toHaveLength(2);
  });

  it('concurrent identical calls share one request', async () => {
    const release = gate();
    api.on('POST /api/dictionary/item/queryByCode', async () => {
      await release.promise;
      return ok(countries);
    });
    const both = Promise.all([queryDictionary('country'), queryDictionary('country')]);
    release.open();
    await expect(both).resolves.toEqual([countries, countries]);
    expect(api.requests).toHaveLength(1);
  });

  it('a failure is not cached: the next call asks again', async () => {
    api.on('POST /api/dictionary/item/queryByCode', () => answer(-1000, '字典不存在'));
    await expect(queryDictionary('nope')).rejects.toBeInstanceOf(HttpError);
    api.on('POST /api/dictionary/item/queryByCode', () => ok([]));
    await expect(queryDictionary('nope')).resolves.toEqual([]);
    expect(api.requests).toHaveLength(2);
  });

  it('a null answer is an empty list', async () => {
    api.on('POST /api/dictionary/item/queryByCode', () => ok(null));
    await expect(queryDictionary('empty')).resolves.toEqual([]);
  });
});

describe('queryStates', () => {
  it('sends mode and billType and caches per pair', async () => {
    await queryStates('INVT', 'export');
    await queryStates('INVT', 'export');
    await queryStates('INVT', 'import');
    const calls = api.requestsTo('POST /api/enterprise/state/list');
    expect(calls.map((c) => c.body)).toEqual([{ data: { mode: 'INVT', billType: 'export' } }, { data: { mode: 'INVT', billType: 'import' } }]);
  });

  it('the cache lives in sessionStorage (a new page of the same tab needs no call)', async () => {
    await queryStates('EXPU', '1');
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(keys).toContain('http-cache:/api/enterprise/state/list:{"mode":"EXPU","billType":"1"}');
  });
});
