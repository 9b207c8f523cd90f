// The few places where the two dialects need different DDL ask this module.
import { PostgresAdapter } from 'kysely';
import type { UntypedDb } from './untyped.ts';

export function isPostgres(db: UntypedDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column type of an auto-numbered integer primary key. */
export function serialType(db: UntypedDb): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}
