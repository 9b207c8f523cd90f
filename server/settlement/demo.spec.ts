// The demo settlement (issue 23 point 2) on both databases: the commerce company's approved
// authorisation, its released inventories in one currency of which some are free to add (created
// within the candidate list's default 30 days), one application in each state of §4.1 — the bank's
// own rule declining the bulk one, 申报中 and 审核中 held (the bank never moves them) — the history
// of a revoked application and of a revoked write-off, and an approved write-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateTime } from '#core/china-time.ts';
import { compareDecimals, parseDecimal } from '#core/decimal-text.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/api/test-database.ts';
import { dynamicDb } from '../bills/db.ts';
import { seedDemoBills } from '../bills/seed/seed-demo-bills.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../bills/settings.ts';
import { seedDatabase } from '../seed/seed.ts';
import { loadSeedData } from '../seed/seed-data.ts';
import { DECLARE_STATES } from './applications.ts';
import { authorisationOf } from './authorisation.ts';
import { BANK_REVIEW_LIMIT, BankSimulator, OVER_LIMIT_OPINION } from './bank-simulator.ts';
import { seedDemoSettlement } from './demo.ts';
import { RELEASED_STATES, SETTLEMENT_KINDS } from './settlement-kinds.ts';

const DAY = 86_400_000;
const NOW = Date.now();
let database: TestDatabase;
let agent: { code: string; name: string };
let commerce: { code: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const data = await loadSeedData();
  await seedDatabase(database.db, data, NOW);
  agent = data.demo.company;
  commerce = data.demo.otherCompanies!.find((other) => other.role === 'commerce')!.company;
  await seedDemoBills(database.db, { schemaDir: DEFAULT_BILL_SCHEMA_DIR, company: agent, perFamily: 2, now: NOW });
  await seedDemoSettlement(database.db, { schemaDir: DEFAULT_BILL_SCHEMA_DIR, agent, commerce: [commerce], now: NOW });
}, 300_000);

afterAll(async () => database?.dispose());

const applications = () => database.db.selectFrom('settlement_declare').selectAll().where('company_code', '=', agent.code).orderBy('id').execute();

/** The commerce company's released inventories of a family not attached to any application. */
async function freeInventories(family: string, headTable: string, lineTable: string) {
  const attached = new Set(
    (await database.db.selectFrom('settlement_bill').select('bill_id').where('family', '=', family).execute()).map((row) => Number(row.bill_id)),
  );
  const heads = (await dynamicDb(database.db)
    .selectFrom(headTable)
    .select(['id', 'state', 'create_time'])
    .where('company_code', '=', agent.code)
    .where('ebc_code', '=', commerce.code)
    .where('state', 'in', [...RELEASED_STATES])
    .execute()) as { id: number; state: string; create_time: string }[];
  const currencies = (await dynamicDb(database.db)
    .selectFrom(lineTable)
    .select(['head_id', 'currency'])
    .where(
      'head_id',
      'in',
      heads.map((head) => head.id),
    )
    .execute()) as { head_id: number; currency: string }[];
  const currencyOf = new Map<number, string[]>();
  for (const row of currencies) currencyOf.set(Number(row.head_id), [...(currencyOf.get(Number(row.head_id)) ?? []), row.currency]);
  return { free: heads.filter((head) => !attached.has(Number(head.id))), currencyOf };
}

describe('the demo settlement', () => {
  it('has the commerce company authorise the agent', async () => {
    expect(await authorisationOf(database.db, agent.code, commerce.code)).toEqual({ commerceCode: commerce.code, commerceName: commerce.name });
  });

  it('writes released inventories of the commerce company, some free to add, recent, each family in one currency', async () => {
    const monthAgo = chinaDateTime(NOW - 30 * DAY);
    for (const kind of Object.values(SETTLEMENT_KINDS)) {
      // The general demo bills may name the commerce company too (older, any currency): what the
      // settlement demo promises is at least three recent ones, in one currency.
      const { free, currencyOf } = await freeInventories(kind.family, kind.headTable, kind.lineTable);
      const recent = free.filter((head) => head.create_time >= monthAgo);
      expect(recent.length, kind.family).toBeGreaterThanOrEqual(3);
      expect(new Set(recent.flatMap((head) => currencyOf.get(Number(head.id)) ?? [])).size, kind.family).toBe(1);
    }
  });

  it('writes one application in each state, each bill in at most one of them, totals from the bills', async () => {
    const rows = await applications();
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(Object.values(DECLARE_STATES)));
    expect(rows.filter((row) => row.state === DECLARE_STATES.approved)).toHaveLength(2);
    for (const row of rows.filter((each) =>
      [DECLARE_STATES.toDeclare, DECLARE_STATES.declare, DECLARE_STATES.audit, DECLARE_STATES.approved].includes(each.state as never),
    )) {
      const bills = await database.db.selectFrom('settlement_bill').select('amount').where('declare_id', '=', row.id).execute();
      expect(bills.length, row.state).toBe(Number(row.total_count));
      expect(bills.length).toBeGreaterThan(0);
    }
    const declined = rows.find((row) => row.state === DECLARE_STATES.notApproved)!;
    expect(declined.audit_opinion).toBe(OVER_LIMIT_OPINION);
    expect(compareDecimals(parseDecimal(declined.total_amount), parseDecimal(BANK_REVIEW_LIMIT))).toBeGreaterThan(0);
  });

  it('holds 申报中 and 审核中 where the bank left them: no due step, even a year later', async () => {
    const held = (await applications()).filter((row) => row.state === DECLARE_STATES.declare || row.state === DECLARE_STATES.audit);
    expect(held.map((row) => row.review_due_at)).toEqual([null, null]);
    expect(await new BankSimulator(0).processDue(database.db, NOW + 365 * DAY)).toBe(0);
    expect((await applications()).filter((row) => row.state === DECLARE_STATES.audit)).toHaveLength(1);
  });

  it('writes the cancellation histories and the write-offs', async () => {
    const history = await database.db.selectFrom('settlement_revoke').select(['kind', 'reason']).where('company_code', '=', agent.code).orderBy('id').execute();
    expect(history.map((row) => row.kind).sort()).toEqual(['declare', 'verification']);
    expect(history.every((row) => row.reason.trim() !== '')).toBe(true);
    const writeOffs = await database.db.selectFrom('settlement_verification').select(['state', 'amount', 'declare_id']).orderBy('id').execute();
    expect(writeOffs.map((row) => row.state)).toEqual(['approved', 'revoke']);
    const written = (await applications()).find((row) => row.id === writeOffs[0].declare_id)!;
    expect(written.already_amount).toBe(writeOffs[0].amount);
  });
});
