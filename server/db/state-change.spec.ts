// The one way to change state (state-change.ts), on the test database (SQLite, or PostgreSQL with
// TEST_DATABASE=postgres): compare-and-set moves only rows still in the expected state and refuses
// the whole change naming the others; a row lock or a key lock makes the second transaction wait
// for the first and then see its outcome.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../tests/api/test-database.ts';
import { changeState, deleteInState, lockRows, moveWhereStill, serialise } from './state-change.ts';
import type { UntypedDb } from './untyped.ts';

let database: TestDatabase;
let db: UntypedDb;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as UntypedDb;
  await db.schema
    .createTable('race_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
});
afterAll(async () => database?.dispose());
beforeEach(async () => {
  await db.deleteFrom('race_probe').execute();
  await db
    .insertInto('race_probe')
    .values([
      { id: 1, owner: 'A', state: 'draft' },
      { id: 2, owner: 'A', state: 'draft' },
      { id: 3, owner: 'A', state: 'sent' },
      { id: 4, owner: 'B', state: 'draft' },
    ])
    .execute();
});

const states = async () =>
  Object.fromEntries((await db.selectFrom('race_probe').select(['id', 'state']).orderBy('id').execute()).map((row) => [row.id, row.state]));
const refusal = (lost: number[]) => new Error(`lost ${lost.join(',')}`);

describe('changeState', () => {
  it('moves every row still in the expected state and in scope, and answers their ids once', async () => {
    const moved = await changeState(db, { table: 'race_probe', ids: [1, 2, 2], scope: { owner: 'A' }, from: ['draft'], set: { state: 'sent' }, lost: refusal });
    expect(moved).toEqual([1, 2]);
    expect(await states()).toEqual({ 1: 'sent', 2: 'sent', 3: 'sent', 4: 'draft' });
  });

  it('refuses with the rows that lost (wrong state, other scope, gone), and the transaction keeps none of it', async () => {
    await expect(
      db
        .transaction()
        .execute((trx) =>
          changeState(trx, { table: 'race_probe', ids: [1, 3, 4, 99], scope: { owner: 'A' }, from: ['draft'], set: { state: 'sent' }, lost: refusal }),
        ),
    ).rejects.toThrow('lost 3,4,99');
    expect(await states()).toEqual({ 1: 'draft', 2: 'draft', 3: 'sent', 4: 'draft' });
  });

  it('moveWhereStill leaves the rows that moved on, without refusing', async () => {
    expect(await moveWhereStill(db, { table: 'race_probe', ids: [1, 3], from: ['draft'], set: { state: 'decided' } })).toEqual([1]);
    expect(await states()).toMatchObject({ 1: 'decided', 3: 'sent' });
  });

  it('deleteInState deletes all or none', async () => {
    await expect(db.transaction().execute((trx) => deleteInState(trx, { table: 'race_probe', ids: [1, 3], from: ['draft'], lost: refusal }))).rejects.toThrow(
      'lost 3',
    );
    expect(Object.keys(await states())).toHaveLength(4);
    expect(await deleteInState(db, { table: 'race_probe', ids: [1, 2], from: ['draft'], lost: refusal })).toEqual([1, 2]);
    expect(await states()).toEqual({ 3: 'sent', 4: 'draft' });
  });

  it('of two transactions changing one row from draft, one wins and the other is refused', async () => {
    const change = () =>
      db.transaction().execute(async (trx) => {
        await lockRows(trx, trx.selectFrom('race_probe').selectAll().where('id', '=', 1));
        return changeState(trx, { table: 'race_probe', ids: [1], from: ['draft'], set: { state: 'sent' }, lost: refusal });
      });
    const results = await Promise.allSettled([change(), change()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: new Error('lost 1') });
  });
});

describe('serialise', () => {
  it('makes a second transaction of the same key wait for the first (PostgreSQL; SQLite has one writer)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction().execute(async (trx) => {
      await serialise(trx, 'probe', 'A');
      order.push('first holds');
      await held;
      order.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = usingPostgres()
      ? db.transaction().execute(async (trx) => {
          await serialise(trx, 'probe', 'A');
          order.push('second holds');
        })
      : Promise.resolve(order.push('second holds'));
    const other = usingPostgres()
      ? db.transaction().execute(async (trx) => {
          await serialise(trx, 'probe', 'B');
          order.push('other key holds');
        })
      : Promise.resolve(order.push('other key holds'));
    await other;
    setTimeout(release, 50);
    await Promise.all([first, second]);
    if (usingPostgres()) expect(order).toEqual(['first holds', 'other key holds', 'first ends', 'second holds']);
    // On SQLite the key lock is a no-op: the single writer serialises whole transactions instead.
    else expect(order).toContain('second holds');
  });
});
