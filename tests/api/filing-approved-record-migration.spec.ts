// Migration 0016 and the identity keys built at start (docs/company-filing.md "The approved
// record"), on SQLite and PostgreSQL: a database from before the approved record gets one for every
// company approved once (its data as it stood, which is what everything read until then), none for
// a company never approved; resource-centre login names become unique, the later holders of a
// shared one renamed; and the start fills company_identity from the approved records, the company
// approved first keeping a value two approved records share.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { down, up } from '../../server/db/migrations/0016_filing_approved_record.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { filingForm, FILING_FORM_ID } from '../../server/company/filing-form.ts';
import { syncIdentityKeys } from '../../server/company/filing-identity.ts';
import { DEFAULT_FORM_SCHEMA_DIR } from '../../server/forms/settings.ts';
import { loadForms } from '../../server/forms/load-forms.ts';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../server/db/conflicts.ts';
import type { UntypedDb } from '../../server/db/untyped.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase | null = null;

afterEach(async () => {
  await database?.dispose();
  database = null;
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function companyOf(db: UntypedDb, code: string): Promise<number> {
  return (await db.insertInto('company').values({ code, name: code, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id as number;
}

async function filingOf(db: UntypedDb, companyId: number, data: Record<string, unknown>, state: string, approvedAt: number | null): Promise<void> {
  await db
    .insertInto('company_filing')
    .values({ company_id: companyId, data: JSON.stringify(data), approve_state: state, auth_code: null, created_at: 1, updated_at: 1 })
    .execute();
  if (approvedAt !== null) {
    await db
      .insertInto('company_approval_record')
      .values({ company_id: companyId, operation_time: approvedAt, user_name: '海关审核员', state: '6', opinion: '备案信息审核通过', note: null })
      .execute();
  }
}

function enterpriseFiling() {
  return filingForm(loadForms(DEFAULT_FORM_SCHEMA_DIR).find((form) => form.definition.id === FILING_FORM_ID)!);
}

describe('migration 0016 (the approved record)', () => {
  it('backfills the approved record of every company approved once, and makes login names unique', async () => {
    database = await createTestDatabase();
    const db = database.db as unknown as UntypedDb;
    await seedDatabase(database.db, await loadSeedData(DEFAULT_SEED_DIR));
    await down(db);
    const now = Date.now();
    // Approved once, its change returned since: what it holds now is what everything read.
    const returned = await companyOf(db, '91320214MA1MIGR01A');
    await filingOf(db, returned, { socialCreditCode: '91320214MA1MIGR01A', phoneNo: '1' }, '7', now - 3 * DAY_MS);
    await db
      .insertInto('company_approval_record')
      .values({ company_id: returned, operation_time: now - DAY_MS, user_name: '海关审核员', state: '6', opinion: '备案信息审核通过', note: null })
      .execute();
    const draft = await companyOf(db, '91320214MA1MIGR02B');
    await filingOf(db, draft, { socialCreditCode: '91320214MA1MIGR02B' }, '0', null);
    // Two companies' accounts sharing one login name (created before the rule).
    const creator = (await db.selectFrom('app_user').select('id').executeTakeFirstOrThrow()).id as number;
    const account = (companyId: number, createdAt: number) => ({
      company_id: companyId,
      login_name: '91320214MA1MIGR01A',
      biz_reg_no: '91320214MA1MIGR01A',
      password_hash: 'scrypt$x',
      agreement_version: '2026.1',
      created_by: creator,
      created_at: createdAt,
    });
    await db
      .insertInto('resource_centre_account')
      .values([account(draft, now - DAY_MS), account(returned, now - 2 * DAY_MS)])
      .execute();

    await up(db);

    const filings = await db.selectFrom('company_filing').select(['company_id', 'data', 'approved_data', 'approved_at']).execute();
    const of = (companyId: number) => filings.find((row) => row.company_id === companyId)!;
    expect(of(returned)).toMatchObject({ approved_data: of(returned).data, approved_at: now - DAY_MS });
    expect(of(draft)).toMatchObject({ approved_data: null, approved_at: null });
    // The seeded companies are approved ones.
    const seeded = filings.filter((row) => row.company_id !== returned && row.company_id !== draft);
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(row.approved_data).toBe(row.data);

    const accounts = await db.selectFrom('resource_centre_account').select(['company_id', 'login_name']).orderBy('created_at').execute();
    expect(accounts).toEqual([
      { company_id: returned, login_name: '91320214MA1MIGR01A' },
      { company_id: draft, login_name: `91320214MA1MIGR01A-${draft}` },
    ]);
    const again = db.updateTable('resource_centre_account').set({ login_name: '91320214MA1MIGR01A' }).where('company_id', '=', draft).execute();
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });

  it('fills company_identity at start from the approved records, once per list of unique fields', async () => {
    database = await createTestDatabase();
    const db = database.db as unknown as UntypedDb;
    const filing = enterpriseFiling();
    const [first, second, never] = [await companyOf(db, 'A1'), await companyOf(db, 'B2'), await companyOf(db, 'C3')];
    expect(filing.uniqueIdentityFields).toEqual(['socialCreditCode', 'customsRegistCode']);
    const identity = (socialCreditCode: string, customsRegistCode: string) => ({ socialCreditCode, customsRegistCode, phoneNo: '1' });
    const approve = async (companyId: number, data: Record<string, unknown>, at: number) =>
      db
        .insertInto('company_filing')
        .values({
          company_id: companyId,
          data: JSON.stringify(data),
          approve_state: '6',
          auth_code: null,
          created_at: 1,
          updated_at: 1,
          approved_data: JSON.stringify(data),
          approved_at: at,
        })
        .execute();
    await approve(second, identity('91320214MA1SHARE0X', '3202960002'), 2000);
    await approve(first, identity('91320214ma1share0x', '3202960001'), 1000);
    await db
      .insertInto('company_filing')
      .values({
        company_id: never,
        data: JSON.stringify(identity('91320214MA1NEVER0Y', '3202960003')),
        approve_state: '0',
        auth_code: null,
        created_at: 1,
        updated_at: 1,
      })
      .execute();

    const warnings: unknown[] = [];
    const log = { warn: (fields: object, msg: string) => warnings.push({ ...fields, msg }) } as unknown as FastifyBaseLogger;
    await syncIdentityKeys(database.db, filing, log);
    const keys = async () =>
      sql<{ company_id: number; value: string }>`select company_id, value from company_identity order by value`
        .execute(database!.db)
        .then((result) => result.rows);
    expect(await keys()).toEqual([
      { company_id: first, value: '3202960001' },
      { company_id: second, value: '3202960002' },
      // Shared by two approved records: the one approved first keeps it (upper case: the same code).
      { company_id: first, value: '91320214MA1SHARE0X' },
    ]);
    expect(warnings).toEqual([expect.objectContaining({ kept: first, also: second, msg: 'two approved filings share a unique identity value' })]);

    // Built for this list already: a second start reads one setting and does nothing else.
    await db.deleteFrom('company_identity').execute();
    await syncIdentityKeys(database.db, filing, log);
    expect(await keys()).toEqual([]);
  });
});
