// The lists features serve themselves (ui.servedBy: authorisation, settlement, subsidy,
// statistics, work orders…) take the call their page makes, built by the client's own list
// modules from the definition: the page's fixed terms, default windows and sort, and `part:
// "rows"` (issue 26 point 1). A feature's list may answer the whole { datas, total } to it; the
// page then asks no total. Some lists need a term their screen adds (the subsidy a result list
// belongs to, the statistics chosen): those refuse the bare call by name, and must refuse it
// alike with and without `part`. Nothing here names a list: one added to schemas/bills is called too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureLists } from '../../server/bills/load-definitions.ts';
import { SCHEMA_DIR } from './bills/every-family/families.ts';
import { initialQuery, listCallOf, totalCallOf } from '#core/list/list-query.ts';
import { readListAnswer, readListTotal } from '#core/list/list-page.ts';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';
import { startTestServer, type TestServer } from './harness.ts';

const lists = loadFeatureLists(SCHEMA_DIR);
let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const admin = server.seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
  token = (await server.client.session(admin.loginName, admin.password)).token;
});
afterAll(async () => server?.close());

describe('every list a feature serves', () => {
  it('has lists to call', () => expect(lists.length).toBeGreaterThan(0));

  for (const definition of lists) {
    it(`${definition.family} (${definition.ui.route}) takes the rows-first call its page makes, and counts it`, async () => {
      const filters = describeFilters(definition);
      const query = initialQuery(definition, defaultFilterValues(filters));
      const call = listCallOf(definition, filters, query);
      const answer = await server.client.post(call.path, call.body, { token });
      const { part: _part, ...whole } = call.body;
      const spec = await server.client.post(call.path, whole, { token });
      expect(`${answer.status} ${answer.body.message}`, 'the same answer with and without part').toBe(`${spec.status} ${spec.body.message}`);
      if (spec.status !== 200) return expect(spec.body.message).not.toMatch(/属性/);
      expect(answer.body.code, answer.text).toBe(0);
      const page = readListAnswer(answer.body.data, query.pageIndex, query.pageSize);
      if (!page.counting) return;
      // A rows-first answer: the page's second call counts them.
      const totalCall = totalCallOf(definition, filters, query)!;
      const counted = await server.client.post(totalCall.path, totalCall.body, { token });
      expect(counted.body.code, counted.text).toBe(0);
      expect(readListTotal(counted.body.data)).toBeGreaterThanOrEqual(page.rows.length);
    });
  }
});
