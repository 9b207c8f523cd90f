// Demo bills (scripts/seed-bills.ts): every family gets N bills of the demo company that pass
// the family's own validation, spread over its states, listed and counted by the API; new bills
// saved afterwards get fresh ids (the id sequence moved past the seeded rows). The numbers that add
// up (x-sumOf, x-sumOfLines, x-productOf) still do once stored and read back, and a number that
// refers to another family's number (x-refersTo) is that of the bill its row refers to.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailFor } from './seed-helpers.ts';
import { orderBody } from './bill-fixtures.ts';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { NOT_SEEDED, seedDemoBills } from '../../../server/bills/seed/seed-demo-bills.ts';
import { loadDictionaries } from '../../../server/bills/options/dictionaries.ts';
import { validateBill } from '../../../server/bills/validation/validate-bill.ts';
import { parseRefersTo, REFERS_TO } from '../../../server/bills/seed/references.ts';
import { fieldFractionDigits, relationsOf, relationValue, valueKindOf, type FieldInfo } from '#core/definition/index.ts';

const PER_FAMILY = 300;
let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
  await seedDemoBills(server.db, {
    schemaDir: fileURLToPath(new URL('../../../schemas/bills', import.meta.url)),
    company: { code: COMPANY, name: '广州穗通跨境供应链管理有限公司' },
    perFamily: PER_FAMILY,
  });
});
afterAll(async () => server?.close());

describe('demo bills', () => {
  it("writes N bills per family that the family's own schema accepts", async () => {
    for (const family of server.app.bills.families) {
      const dictionaries = await loadDictionaries(server.db, family.dictionaryCodes);
      const bills = await detailFor(server.db, family);
      // 签名记录 come from declaring only (server/customs/declare/), never from the demo seed.
      expect(bills, family.id).toHaveLength(NOT_SEEDED.has(family.id) ? 0 : PER_FAMILY);
      for (const bill of bills) {
        const checked = validateBill(family, bill, dictionaries);
        expect(checked.ok ? [] : checked.problems.map((problem) => problem.message), `${family.id} #${bill.id}`).toEqual([]);
      }
    }
  });

  it('stores numbers that add up as the definitions state, and referred numbers as the bill referred to', async () => {
    const billsOf = new Map<string, Array<Record<string, unknown>>>();
    for (const family of server.app.bills.families) billsOf.set(family.id, await detailFor(server.db, family));
    let relationsChecked = 0;
    let referencesChecked = 0;
    const problems: string[] = [];
    const checkRow = (familyId: string, fields: readonly FieldInfo[], row: Record<string, unknown>, lines: Array<Record<string, unknown>>) => {
      for (const relation of relationsOf(fields)) {
        const field = fields.find((candidate) => candidate.name === relation.field)!;
        const expected = relationValue(
          relation,
          (name) => row[name],
          (name) => lines.map((line) => line[name]),
          fieldFractionDigits(field, valueKindOf(field, fields)),
        );
        if (expected === null || row[field.name] === undefined) continue;
        relationsChecked += 1;
        if (row[field.name] !== expected) problems.push(`${familyId} ${field.name} = ${String(row[field.name])}, ${relation.keyword} gives ${expected}`);
      }
      for (const field of fields.filter((candidate) => candidate.type !== 'string')) {
        const target = parseRefersTo(field.schema[REFERS_TO]);
        if (!target || row[field.name] === undefined) continue;
        const key = fields.find((candidate) => candidate.type === 'string' && parseRefersTo(candidate.schema[REFERS_TO])?.family === target.family);
        const keyTarget = key && parseRefersTo(key.schema[REFERS_TO]);
        if (!key || !keyTarget) continue;
        const referred = billsOf.get(target.family)!.find((bill) => bill[keyTarget.field] === row[key.name]);
        referencesChecked += 1;
        if (referred?.[target.field] !== row[field.name])
          problems.push(`${familyId} ${field.name} = ${String(row[field.name])}, ${target.family}.${target.field} = ${String(referred?.[target.field])}`);
      }
    };
    for (const family of server.app.bills.families) {
      for (const bill of billsOf.get(family.id)!) {
        const lines = (bill.lines ?? []) as Array<Record<string, unknown>>;
        for (const line of lines) checkRow(family.id, family.lineFields, line, []);
        checkRow(family.id, family.headFields, bill, lines);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(relationsChecked).toBeGreaterThan(PER_FAMILY);
    expect(referencesChecked).toBeGreaterThan(PER_FAMILY / 2);
  });

  it('spreads the bills over the states and the last year, and the counts add up', async () => {
    const counts = await server.post(`${ORDER_API}/queryStateCount`, { terms: [] });
    const total = counts.body.data.reduce((sum: number, row: Record<string, unknown>) => sum + Number(row.count), 0);
    expect(total).toBe(PER_FAMILY);
    expect(counts.body.data.filter((row: Record<string, unknown>) => Number(row.count) > 0).length).toBeGreaterThanOrEqual(5);
    const list = await server.post(`${ORDER_API}/pageList`, { pageIndex: 0, pageSize: 500, sorts: [{ name: 'create_time', order: 'asc' }] });
    const times = list.body.data.datas.map((row: Record<string, unknown>) => row.createTime);
    const days = (Date.parse(times.at(-1).replace(' ', 'T')) - Date.parse(times[0].replace(' ', 'T'))) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(new Set(list.body.data.datas.map((row: Record<string, unknown>) => row.orderNo)).size).toBe(PER_FAMILY);
  });

  it('lets new bills be saved after seeding', async () => {
    const saved = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-AFTER-SEED' }));
    expect(saved.body.code, saved.text).toBe(0);
    expect(saved.body.data.id).toBeGreaterThan(PER_FAMILY);
  });
});
