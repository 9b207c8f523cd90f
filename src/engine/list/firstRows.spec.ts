import { beforeEach, describe, expect, it } from 'vitest';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';
import { initialQuery, listCallOf } from '#core/list/list-query.ts';
import { installFakeBillServer, type FakeBillServer } from '../../testing/fakeBillServer.ts';
import { FIRST_ROWS_KEPT_MS, forgetFirstRows, startFirstRows, takeFirstRows } from './firstRows.ts';

const definition = exportOrderDefinition();
const filters = describeFilters(definition);
const at = Date.parse('2025-11-20T16:00:00+08:00');
const firstCall = () => listCallOf(definition, filters, initialQuery(definition, defaultFilterValues(filters, new Date(at))));
let server: FakeBillServer;

beforeEach(() => {
  forgetFirstRows();
  server = installFakeBillServer([definition]);
});

describe("a list's early first page (firstRows.ts)", () => {
  it('serves the very same call once', async () => {
    startFirstRows(definition, undefined, at);
    const { path, body } = firstCall();
    const early = takeFirstRows(path, body, at + 100);
    expect(early).not.toBeNull();
    await early;
    expect(takeFirstRows(path, body, at + 200)).toBeNull();
    expect(server.rowCalls('pageList')).toHaveLength(1);
  });

  it('is not served for another call (another page, other terms)', () => {
    startFirstRows(definition, undefined, at);
    const { path, body } = firstCall();
    expect(takeFirstRows(path, { ...body, pageIndex: 1 }, at + 100)).toBeNull();
    expect(takeFirstRows(path, body, at + 100)).not.toBeNull();
  });

  it(`is not served after ${FIRST_ROWS_KEPT_MS} ms: a list built later asks afresh`, () => {
    startFirstRows(definition, undefined, at);
    const { path, body } = firstCall();
    expect(takeFirstRows(path, body, at + FIRST_ROWS_KEPT_MS + 1)).toBeNull();
  });

  it('asks the same first page once however often the page is warmed', async () => {
    startFirstRows(definition, undefined, at);
    startFirstRows(definition, undefined, at + 10);
    await takeFirstRows(firstCall().path, firstCall().body, at + 20);
    expect(server.rowCalls('pageList')).toHaveLength(1);
  });
});
