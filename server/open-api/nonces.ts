// Nonces of signed requests, remembered in the database for NONCE_KEPT_MS so that every API process
// sees the same ones. Using one is an insert that does nothing when (key, nonce) is already there:
// the primary key decides, so two racing requests with the same nonce — in one process or two —
// cannot both pass.
import { NONCE_KEPT_MS } from '#core/open-api.ts';
import type { PortalDb } from '../db/connect.ts';

const PURGE_EVERY = 200;
let usesSincePurge = 0;

/** True when the nonce was fresh for the key (and is now used); false when it was used before. */
export async function useNonce(db: PortalDb, keyId: string, nonce: string, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insertInto('api_nonce')
    .values({ key_id: keyId, nonce, used_at: now })
    .onConflict((conflict) => conflict.columns(['key_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  usesSincePurge += 1;
  if (usesSincePurge >= PURGE_EVERY) {
    usesSincePurge = 0;
    await db
      .deleteFrom('api_nonce')
      .where('used_at', '<', now - NONCE_KEPT_MS)
      .execute();
  }
  return inserted !== undefined;
}
