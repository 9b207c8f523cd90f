// Demo settlement for a fresh portal (issue 23 point 2; docs/settlement-server.md "Demo data"), so
// that every settlement journey of the spec runs on demo data alone. For each commerce company of
// the demo (demo.json otherCompanies, role commerce): its approved authorisation of the agent (the
// demo company); released export and import inventories of it, declared by the agent in the last
// weeks (so 可添加清单 of a new application lists them); and one application in each state of §4.1,
// made through the same calls a user's requests take (save, attach, submit, revoke, write off):
// 审核通过 twice (one written off in part, one with a write-off revoked), 审核不通过 (bulk lots over
// the bank's limit, declined by its rule), 已撤销 (in the history with its reason), 审核中 and
// 申报中 (held where the bank left them: no due step, so they stay until the user revokes the first),
// and 待生成 with bills attached, ready to submit.
import { chinaDateTime } from '#core/china-time.ts';
import { AUTH_STATE } from '#core/auth-commerce.ts';
import { compareDecimals, parseDecimal } from '#core/decimal-text.ts';
import type { Transaction } from 'kysely';
import type { PortalDb } from '../db/connect.ts';
import type { PortalDatabase } from '../db/schema.ts';
import { moveWhereStill } from '../db/state-change.ts';
import type { FilePlace } from '../bills/files/file-store.ts';
import type { Party } from '#core/seed/demo-parties.ts';
import { Random } from '#core/seed/random.ts';
import { loadSeedableFamilies } from '../bills/seed/seed-demo-bills.ts';
import { seedPartyBills, type PartyBillOptions } from '../bills/seed/seed-party-bills.ts';
import { attachBills, DECLARE_STATES, findOwn, revokeApplications, saveApplication, submitApplication } from './applications.ts';
import { BANK_REVIEW_LIMIT, BankSimulator } from './bank-simulator.ts';
import { COMMERCE_PARTY, RELEASED_STATES, SETTLEMENT_KINDS } from './settlement-kinds.ts';
import { applyVerifications, revokeVerifications } from './verifications.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Released inventories of each commerce company: export (most of them) and import. */
const EXPORT_BILLS = 16;
const IMPORT_BILLS = 5;
/** Bulk lots (B2B) of the declined application: quantities × this, until the total is over the limit. */
const BULK_FACTOR = 1000;
const MAX_BULK_BILLS = 6;

type Outcome = 'approved' | 'not_approved' | 'revoke' | 'audit' | 'declare' | 'to_declare';

interface DemoApplication {
  outcome: Outcome;
  /** Export inventories attached (the declined one takes bulk lots instead). */
  bills: number;
  note: string;
  /** Created this many hours before the first start; submitted an hour later. */
  hoursAgo: number;
  writeOff?: 'approved' | 'revoked';
  reason?: string;
}

// Newest last: the list shows them newest first (creation time).
const APPLICATIONS: readonly DemoApplication[] = [
  { outcome: 'approved', bills: 3, note: '第一批出口货款结汇', hoursAgo: 50, writeOff: 'approved' },
  { outcome: 'approved', bills: 2, note: '第二批出口货款结汇', hoursAgo: 46, writeOff: 'revoked', reason: '核销金额填写有误，撤回后重新申请' },
  { outcome: 'not_approved', bills: 0, note: 'B2B 大宗出口货款结汇', hoursAgo: 40 },
  { outcome: 'revoke', bills: 2, note: '第三批出口货款结汇', hoursAgo: 30, reason: '收汇银行账户变更，撤回后重新提交' },
  { outcome: 'audit', bills: 2, note: '第四批出口货款结汇', hoursAgo: 10 },
  { outcome: 'declare', bills: 2, note: '第五批出口货款结汇', hoursAgo: 5 },
  { outcome: 'to_declare', bills: 2, note: '第六批出口货款结汇', hoursAgo: 2 },
];

/**
 * The bank as the demo leaves it: it has not received the application yet (申报中) or has received
 * it and not decided (审核中). No due step is stored, so the lazy bank never moves it.
 */
class HeldBank extends BankSimulator {
  constructor(private readonly received: boolean) {
    super(0);
  }

  override async submitted(trx: Transaction<PortalDatabase>, id: number, now: number): Promise<void> {
    if (!this.received) return;
    await moveWhereStill(trx, {
      table: 'settlement_declare',
      ids: [id],
      from: [DECLARE_STATES.declare],
      set: { state: DECLARE_STATES.audit, update_time: chinaDateTime(now) },
    });
  }
}

export interface DemoSettlementOptions {
  schemaDir: string;
  /** The agent: the demo company. */
  agent: Party;
  /** The commerce companies that authorise it. */
  commerce: readonly Party[];
  now?: number;
  files?: FilePlace;
  seed?: number;
}

async function authorise(db: PortalDb, agent: Party, commerce: Party, at: number): Promise<void> {
  const company = await db.selectFrom('company').select(['id', 'name']).where('code', '=', agent.code).executeTakeFirstOrThrow();
  await db
    .insertInto('auth_commerce')
    .values({
      agent_company_id: company.id,
      agent_code: agent.code,
      agent_name: company.name,
      commerce_code: commerce.code,
      commerce_name: commerce.name,
      state: AUTH_STATE.approved,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function bankCodes(db: PortalDb): Promise<string[]> {
  const rows = await db.selectFrom('dictionary_item').select('value').where('dic_code', '=', 'bank_code').orderBy('sort_no').limit(4).execute();
  if (rows.length === 0) throw new Error('demo settlement: dictionary bank_code is empty');
  return rows.map((row) => row.value);
}

/** The first bill's amount of an application: what its demo write-off settles. */
async function firstBillAmount(db: PortalDb, declareId: number): Promise<string> {
  const row = await db.selectFrom('settlement_bill').select('amount').where('declare_id', '=', declareId).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.amount;
}

interface Bills {
  take(count: number): number[];
  bulk(): Promise<number>;
}

async function writeApplication(db: PortalDb, agent: Party, commerce: Party, plan: DemoApplication, bills: Bills, bank: string, now: number): Promise<void> {
  const kind = SETTLEMENT_KINDS.EXP;
  const created = now - plan.hoursAgo * HOUR;
  const id = await saveApplication(db, agent.code, { ebcCode: commerce.code, ieType: kind.ieType, note: plan.note }, created);
  if (plan.outcome === 'not_approved') {
    // Bulk lots until the application is over the bank's limit: the bank's own rule declines it.
    for (let count = 0; count < MAX_BULK_BILLS; count += 1) {
      await attachBills(db, agent.code, kind, { declareId: id, ids: [await bills.bulk()] }, created);
      if (compareDecimals(parseDecimal((await findOwn(db, agent.code, id)).total_amount), parseDecimal(BANK_REVIEW_LIMIT)) > 0) break;
    }
  } else {
    await attachBills(db, agent.code, kind, { declareId: id, ids: bills.take(plan.bills) }, created);
  }
  if (plan.outcome === 'to_declare') return;
  const decides = plan.outcome === 'approved' || plan.outcome === 'not_approved';
  const simulator = decides ? new BankSimulator(0) : new HeldBank(plan.outcome !== 'declare');
  const submitted = created + HOUR;
  await submitApplication(db, simulator, agent.code, { id, bankCode: bank, note: plan.note }, submitted);
  if (plan.outcome === 'revoke') await revokeApplications(db, agent.code, [id], plan.reason ?? '', submitted + 8 * HOUR);
  if (plan.writeOff) {
    const [writeOff] = await applyVerifications(db, new BankSimulator(0), agent.code, [id], [await firstBillAmount(db, id)], submitted + 18 * HOUR);
    if (plan.writeOff === 'revoked') await revokeVerifications(db, agent.code, [writeOff], plan.reason ?? '', submitted + 20 * HOUR);
  }
}

/** Writes the demo settlement of a fresh database (the caller checks that it is one). */
export async function seedDemoSettlement(db: PortalDb, options: DemoSettlementOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const families = loadSeedableFamilies(options.schemaDir);
  // A definitions folder without the inventory families (a test's own) has no settlement to show.
  const present = new Set(families.map((family) => family.id));
  if (!Object.values(SETTLEMENT_KINDS).every((kind) => present.has(kind.family)) || options.commerce.length === 0) return;
  const banks = await bankCodes(db);
  for (const [index, commerce] of options.commerce.entries()) {
    const random = new Random((options.seed ?? 20_241_127) + index);
    await authorise(db, options.agent, commerce, now - 40 * DAY);
    const released = (family: string, count: number, extra: Partial<PartyBillOptions> = {}) =>
      seedPartyBills(db, {
        families,
        family,
        company: options.agent,
        count,
        parties: new Map([[COMMERCE_PARTY, commerce]]),
        states: RELEASED_STATES,
        ageMs: [3 * DAY, 25 * DAY],
        random,
        now,
        files: options.files,
        ...extra,
      });
    const exported = await released(SETTLEMENT_KINDS.EXP.family, EXPORT_BILLS);
    await released(SETTLEMENT_KINDS.IMP.family, IMPORT_BILLS);
    const free = [...exported.ids];
    const bills: Bills = {
      take: (count) => free.splice(0, count),
      bulk: async () => {
        const [id] = (await released(SETTLEMENT_KINDS.EXP.family, 1, { currency: exported.currency, quantityFactor: BULK_FACTOR, ageMs: [20 * DAY, 28 * DAY] }))
          .ids;
        return id;
      },
    };
    for (const [position, plan] of APPLICATIONS.entries()) {
      await writeApplication(db, options.agent, commerce, plan, bills, banks[position % banks.length], now);
    }
  }
}
