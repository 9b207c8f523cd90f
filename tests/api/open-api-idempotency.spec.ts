// Idempotency-Key (issue 27 point 3, server/open-api/idempotency.ts) on the database both run on:
// the first call claims the key, a retry meanwhile is told it runs, a retry after it gets the same
// answer, a retry of another request under the key is refused, a failed call gives the key back,
// a day later the key is free, keys of two API keys never meet, and racing retries (20 at once,
// on PostgreSQL each its own connection) let exactly one do the work.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEPT_MS,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
} from '../../server/open-api/idempotency.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
const KEY = 'ak_0123456789abcdef0123';
const OTHER_KEY = 'ak_fedcba9876543210fedc';
const bulk = (body: string) => requestFingerprint('POST', '/api/open/v1/bills/export-order', createHash('sha256').update(body).digest('hex'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

describe('Idempotency-Key', () => {
  it('claims once, tells a retry meanwhile that the call runs, then answers every retry the same', async () => {
    const now = Date.now();
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-1', bulk('{"items":[1]}'), now)).toEqual({ kind: 'claimed' });
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-1', bulk('{"items":[1]}'), now)).toEqual({ kind: 'refused', refusal: 'running' });
    await recordIdempotentAnswer(database.db, KEY, 'batch-1', 200, { code: 0, data: { created: 1 } });
    for (let retry = 0; retry < 2; retry += 1) {
      expect(await claimIdempotencyKey(database.db, KEY, 'batch-1', bulk('{"items":[1]}'), now + 1000)).toEqual({
        kind: 'answered',
        statusCode: 200,
        answer: { code: 0, data: { created: 1 } },
      });
    }
  });

  it('refuses the key for another request, keeps keys of two API keys apart, and frees a key after a day', async () => {
    const now = Date.now();
    await claimIdempotencyKey(database.db, KEY, 'batch-2', bulk('{"items":[2]}'), now);
    await recordIdempotentAnswer(database.db, KEY, 'batch-2', 200, { code: 0 });
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-2', bulk('{"items":[3]}'), now)).toEqual({ kind: 'refused', refusal: 'mismatch' });
    expect(
      await claimIdempotencyKey(
        database.db,
        KEY,
        'batch-2',
        requestFingerprint('POST', '/api/open/v1/bills/export-waybill', createHash('sha256').update('{"items":[2]}').digest('hex')),
        now,
      ),
    ).toEqual({
      kind: 'refused',
      refusal: 'mismatch',
    });
    expect(await claimIdempotencyKey(database.db, OTHER_KEY, 'batch-2', bulk('{"items":[3]}'), now)).toEqual({ kind: 'claimed' });
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-2', bulk('{"items":[3]}'), now + IDEMPOTENCY_KEPT_MS + 1)).toEqual({ kind: 'claimed' });
  });

  it('gives the key back when the call failed, so the retry does the work', async () => {
    await claimIdempotencyKey(database.db, KEY, 'batch-3', bulk('{}'));
    await releaseIdempotencyKey(database.db, KEY, 'batch-3');
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-3', bulk('{}'))).toEqual({ kind: 'claimed' });
    // An answered key is not given back by a late release.
    await recordIdempotentAnswer(database.db, KEY, 'batch-3', 200, { code: 0 });
    await releaseIdempotencyKey(database.db, KEY, 'batch-3');
    expect(await claimIdempotencyKey(database.db, KEY, 'batch-3', bulk('{}'))).toMatchObject({ kind: 'answered' });
  });

  it('lets exactly one of 20 racing retries do the work', async () => {
    const connections = Array.from({ length: 20 }, () => openDatabase(database.url));
    try {
      const claims = await Promise.all(connections.map((db) => claimIdempotencyKey(db, KEY, 'race', bulk('{"items":[9]}'))));
      expect(claims.filter((claim) => claim.kind === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim.kind === 'refused' && claim.refusal === 'running')).toHaveLength(19);
    } finally {
      await Promise.all(connections.map((db) => db.destroy()));
    }
  });
});
