// Numbers (issue "Hardening" 11): a digit limit counts the number written out in plain decimals
// (1e21 is 22 characters, not 5), on the server as in the form; a filter value no bill can hold
// is refused with 400 查询条件「…」的值不正确, never a 500; the database column keeps the bound too.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalText } from '#core/definition/index.ts';
import { orderBody } from '../bills/bill-fixtures.ts';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

/** A header saved without lines: 商品价格 alone is under test (the sum of the lines is checked only with the lines). */
const save = (goodsValue: unknown) => {
  const { lines: _lines, ...header } = orderBody({ goodsValue, orderNo: `NUM-${Math.random().toString(36).slice(2, 10)}` });
  return server.post(`${ORDER_API}/save`, header);
};

describe('digit limits on save', () => {
  it("refuses 1e21 and 5e30 in a 20-character field with the field's message", async () => {
    for (const value of [1e21, 5e30, 123456789012345680000]) {
      const answer = await save(value);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('商品价格不能超过20位');
    }
    expect((await save(12345678901234.5)).body.code).toBe(0);
  });

  it('accepts a number exactly when its written form fits (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
          fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -12, max: 30 })).map(([digit, exponent]) => Number(`${digit}e${exponent}`)),
        ),
        async (value) => {
          const answer = await save(value);
          const fits = decimalText(value).length <= 20;
          expect(answer.body.code, `${value}: ${answer.text}`).toBe(fits ? 0 : -1);
          if (!fits) expect(answer.body.message).toBe('商品价格不能超过20位');
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('filter values', () => {
  const list = (terms: unknown[]) => server.post(`${ORDER_API}/pageList`, { pageIndex: 0, pageSize: 50, terms });

  it('refuses a moment beyond any date, and numbers beyond the field, with 400', async () => {
    const date = await list([{ column: 'create_time', termType: 'btw', type: 'and', value: [1e21, 2e21] }]);
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('查询条件「创建时间」的值不正确');
    const number = await list([{ column: 'goods_value', termType: 'eq', type: 'and', value: 1e21 }]);
    expect(number.status).toBe(400);
    expect(number.body.message).toBe('查询条件「商品价格」的值不正确');
    const text = await list([{ column: 'order_no', termType: 'like', type: 'and', value: 'x'.repeat(61) }]);
    expect(text.status).toBe(400);
  });

  it('never answers 500, whatever the value (fuzzed)', async () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string({ maxLength: 80 }),
      fc.constantFrom(1e21, -1, Number.MAX_SAFE_INTEGER, 253402300800000, '2024-02-30', '9999-12-31 23:59:59', ''),
      fc.array(fc.oneof(fc.double(), fc.string({ maxLength: 20 })), { maxLength: 3 }),
    );
    const term = fc.record({
      column: fc.constantFrom('create_time', 'goods_value', 'order_no', 'currency', 'app_time'),
      termType: fc.constantFrom('eq', 'lte', 'gte', 'btw', 'in', 'like'),
      value,
    });
    await fc.assert(
      fc.asyncProperty(term, async (chosen) => {
        const answer = await list([{ ...chosen, type: 'and' }]);
        expect([200, 400], answer.text).toContain(answer.status);
        if (answer.status === 400) expect(answer.body.message).toMatch(/^查询条件/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the database column', () => {
  it('refuses a number beyond the field in a table made by this version', async () => {
    const write = sql`update bill_export_order set goods_value = ${1e21}`.execute(server.db);
    await expect(write).rejects.toThrow(/check|constraint/i);
  });
});
