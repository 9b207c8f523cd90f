// Settlement applications and write-offs under parallel requests (issue 22 point 1): every state
// change is conditional on the state it was checked in, and the loser is refused by name. Each
// race runs several rounds and then checks the database: one winner, no history row without a
// revoke, no bill left attached to a revoked or deleted application, totals equal to the attached
// bills, already_amount equal to the approved write-offs. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToText, parseDecimal, sumDecimals } from '#core/decimal-text.ts';
import { APPROVED_OPINION } from '../../../server/settlement/bank-simulator.ts';
import { processDueVerifications } from '../../../server/settlement/verifications.ts';
import { bankSimulatorOf } from '../../../server/routes/settlement-routes.ts';
import { startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { authorise, COMMERCE, insertInventories, SETTLEMENT_API } from '../settlement-fixtures.ts';
import { atOnce, outcome, rounds, staggered, succeeded, type Answer } from './race.ts';

let server: BillServer;
const HOUR = 3_600_000;

const post = (path: string, data: unknown) => server.post(SETTLEMENT_API + path, data) as Promise<Answer>;

async function application(amounts: string[] = ['10', '20.5']): Promise<{ id: number; bills: number[] }> {
  const created = await post('/declarel/saveData', { ebcCode: COMMERCE.code, ieType: 'EXP', note: '并发' });
  const id = (created.body.data as { id: number }).id;
  const bills = await insertInventories(
    server,
    amounts.map((amount) => ({ amount })),
    'RACE',
  );
  if (bills.length > 0) {
    const attached = await post('/SeExpuInventory/addInventory', { declareId: id, ids: bills });
    expect(attached.body.code, attached.body.message).toBe(0);
  }
  return { id, bills };
}

const row = (id: number) => server.db.selectFrom('settlement_declare').selectAll().where('id', '=', id).executeTakeFirst();
const attachedCount = async (id: number) =>
  Number(
    (
      await server.db
        .selectFrom('settlement_bill')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('declare_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const historyCount = async (kind: 'declare' | 'verification', id: number) =>
  Number(
    (
      await server.db
        .selectFrom('settlement_revoke')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', kind)
        .where('target_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Submitted with the bank's steps an hour apart, and moved on to audit (under review). */
async function inAudit(amounts?: string[]): Promise<{ id: number; bills: number[] }> {
  const made = await application(amounts);
  const bank = bankSimulatorOf(server.app);
  bank.delayMs = HOUR;
  try {
    const submitted = await post('/declarel/declaration', { id: made.id, bankCode: '104', note: '' });
    expect(submitted.body.code, submitted.body.message).toBe(0);
    await bank.processDue(server.db, Date.now() + 2 * HOUR);
  } finally {
    bank.delayMs = 0;
  }
  expect((await row(made.id))?.state).toBe('audit');
  return made;
}

beforeAll(async () => {
  server = await startBillServer();
  await server.token(); // signed in once, before any round sends requests in parallel
  await authorise(server, COMMERCE, 'approved');
}, 120_000);
afterAll(async () => server?.close());

describe('settlement applications under parallel requests', () => {
  it('a revoke and the bank deciding at once: one of them, never both', async () => {
    const bank = bankSimulatorOf(server.app);
    let revoked = 0;
    for (let round = 0; round < rounds(); round += 1) {
      const { id } = await inAudit();
      const [answer] = await staggered(
        round % 6,
        () => post('/declare/revoke/revoke', { ids: [id], reason: '并发撤销', revokeType: 1 }),
        async () => {
          await bank.processDue(server.db, Date.now() + 10 * HOUR);
          return { status: 200, body: { code: 0, message: 'bank' } } as Answer;
        },
      );
      expect(answer.status).toBeLessThan(500);
      const after = (await row(id))!;
      if (succeeded(answer)) {
        revoked += 1;
        expect(after.state).toBe('revoke');
        expect(after.audit_opinion).toBeNull();
        expect(await historyCount('declare', id)).toBe(1);
        expect(await attachedCount(id)).toBe(0);
      } else {
        expect(answer.body.message).toMatch(/结汇申请 JH\d+（审核通过）不能撤销/);
        expect(after).toMatchObject({ state: 'approved', audit_opinion: APPROVED_OPINION });
        expect(await historyCount('declare', id)).toBe(0);
        expect(await attachedCount(id)).toBe(Number(after.total_count));
      }
    }
    expect(revoked).toBeLessThanOrEqual(rounds());
  });

  it('two revokes at once: one succeeds, one history row', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const { id } = await inAudit();
      const revoke = () => post('/declare/revoke/revoke', { ids: [id], reason: '重复撤销', revokeType: 1 });
      const answers = await atOnce(revoke, revoke);
      expect(outcome(answers)).toBe(1);
      expect(answers.find((answer) => !succeeded(answer))!.body.message).toMatch(/结汇申请 JH\d+（已撤销）不能撤销/);
      expect(await historyCount('declare', id)).toBe(1);
    }
  });

  it('a double 提交 is accepted once', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const { id } = await application();
      const submit = () => post('/declarel/declaration', { id, bankCode: '104', note: '双击' });
      const answers = await atOnce(submit, submit);
      expect(outcome(answers)).toBe(1);
      expect(answers.find((answer) => !succeeded(answer))!.body.message).toMatch(/不能提交/);
      expect((await row(id))?.state).toBe('approved');
    }
  });

  it('an attach and a delete of one application: no orphan, no 500', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      // Four applications a round, each pair with its own offset.
      await Promise.all(
        [0, 1, 2, 3].map(async (offset) => {
          const { id } = await application(['1']);
          const [more] = await insertInventories(server, [{ amount: '2' }], 'RACE');
          const answers = await staggered(
            offset,
            () => post('/SeExpuInventory/addInventory', { declareId: id, ids: [more] }),
            () => post('/declarel/delete', { ids: [id] }),
          );
          expect(outcome(answers)).toBeGreaterThanOrEqual(1);
          const after = await row(id);
          if (after) expect(await attachedCount(id)).toBe(Number(after.total_count));
          else expect(await attachedCount(id)).toBe(0);
        }),
      );
    }
  });

  it('an attach while the application is submitted: the bank decides on the bills it holds', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      await Promise.all(
        [0, 1, 2, 3].map(async (offset) => {
          const { id } = await application(['1', '2']);
          const [more] = await insertInventories(server, [{ amount: '4' }], 'RACE');
          const [attached] = await staggered(
            offset,
            () => post('/SeExpuInventory/addInventory', { declareId: id, ids: [more] }),
            () => post('/declarel/declaration', { id, bankCode: '104', note: '' }),
          );
          // An attach that succeeded happened before the submit: never to an application under review or decided.
          if (succeeded(attached)) expect((attached.body.data as { state: string }).state).toBe('to_declare');
          const after = (await row(id))!;
          const amounts = await server.db.selectFrom('settlement_bill').select('amount').where('declare_id', '=', id).execute();
          expect(Number(after.total_count)).toBe(amounts.length);
          expect(after.total_amount).toBe(decimalToText(sumDecimals(amounts.map((entry) => parseDecimal(entry.amount)))));
        }),
      );
    }
  });

  it('two applications taking overlapping bills: each bill in one application only', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const bills = await insertInventories(server, [{ amount: '1' }, { amount: '2' }, { amount: '3' }], 'RACE');
      const [a, b] = [await application([]), await application([])];
      await atOnce(
        () => post('/SeExpuInventory/addInventory', { declareId: a.id, ids: bills }),
        () => post('/SeExpuInventory/addInventory', { declareId: b.id, ids: [...bills].reverse() }),
      ).then((answers) => expect(outcome(answers)).toBe(1));
      const taken = await server.db.selectFrom('settlement_bill').select('bill_id').where('bill_id', 'in', bills).execute();
      expect(taken).toHaveLength(bills.length);
    }
  });
});

describe('write-offs under parallel requests', () => {
  async function approved(amount: string): Promise<number> {
    const { id } = await application([amount]);
    const submitted = await post('/declarel/declaration', { id, bankCode: '104', note: '' });
    expect(submitted.body.code, submitted.body.message).toBe(0);
    return id;
  }
  const held = async (declareId: number) =>
    server.db.selectFrom('settlement_verification').select(['id', 'amount', 'state']).where('declare_id', '=', declareId).execute();

  it('two write-offs of 60 % each: one holds, never more than the total', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const id = await approved('100');
      const apply = () => post('/declare/verification/apply', { ids: [id], amount: ['60'] });
      const answers = await atOnce(apply, apply);
      expect(outcome(answers)).toBe(1);
      expect(answers.find((answer) => !succeeded(answer))!.body.message).toMatch(/超过可核销金额 40/);
      expect((await held(id)).filter((entry) => entry.state !== 'revoke')).toHaveLength(1);
    }
  });

  it('a write-off revoked twice at once: one history row; revoke and review at once: already_amount is the approved sum', async () => {
    const bank = bankSimulatorOf(server.app);
    for (let round = 0; round < rounds(); round += 1) {
      const id = await approved('50');
      bank.delayMs = HOUR;
      try {
        const answers = await atOnce(
          () => post('/declare/verification/apply', { ids: [id], amount: ['10'] }),
          () => post('/declare/verification/apply', { ids: [id], amount: ['15'] }),
        );
        expect(outcome(answers)).toBe(2);
      } finally {
        bank.delayMs = 0;
      }
      const [first, second] = (await held(id)).map((entry) => Number(entry.id));
      const revoke = () => post('/declare/verification/revokes', { ids: [first], reason: '并发' });
      const [a, b] = await atOnce(revoke, revoke, async () => {
        await processDueVerifications(server.db, Date.now() + 2 * HOUR);
        return { status: 200, body: { code: 0, message: 'bank' } } as Answer;
      });
      expect(outcome([a, b])).toBe(1);
      expect(await historyCount('verification', first)).toBe(1);
      const entries = await held(id);
      expect(entries.find((entry) => Number(entry.id) === first)?.state).toBe('revoke');
      expect(entries.find((entry) => Number(entry.id) === second)?.state).toBe('approved');
      const approvedSum = decimalToText(sumDecimals(entries.filter((entry) => entry.state === 'approved').map((entry) => parseDecimal(entry.amount))));
      expect((await row(id))?.already_amount).toBe(approvedSum);
    }
  });
});
