// Values that every API process must share (RSA key pair, JWT secrets). The first process to
// need one creates it; a concurrent process losing the race reads the winner's value.
import type { PortalDb } from './connect.ts';

export async function readSetting(db: PortalDb, key: string): Promise<string | null> {
  const row = await db.selectFrom('server_setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function getOrCreateSetting(db: PortalDb, key: string, create: () => string): Promise<string> {
  const existing = await readSetting(db, key);
  if (existing !== null) return existing;
  await db
    .insertInto('server_setting')
    .values({ key, value: create() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await readSetting(db, key);
  if (stored === null) throw new Error(`server_setting ${key} could not be stored`);
  return stored;
}
