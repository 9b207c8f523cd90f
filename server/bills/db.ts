// Typed access to the engine's fixed tables (migration 0002_bill_engine) next to the portal's
// own, and untyped access to the per-family tables, whose columns come from the definitions.
import type { Generated, Kysely, Transaction } from 'kysely';
import type { UntypedDb, UntypedTransaction } from '../db/untyped.ts';
import type { PortalDb } from '../db/connect.ts';
import type { PortalDatabase } from '../db/schema.ts';

export interface ReceiptTable {
  id: Generated<number>;
  family: string;
  bill_id: number;
  company_code: string;
  message_type: string;
  return_status: string;
  return_status_name: string;
  return_info: string | null;
  /** yyyy-MM-dd HH:mm:ss, China time, as shown to users. */
  return_time: string;
  return_at: number;
  /** The guid of the receipt message it came in (migration 0019); null for the simulator's. */
  message_guid: string | null;
}

export interface SimulatorJobTable {
  id: Generated<number>;
  family: string;
  bill_id: number;
  company_code: string;
  /** Index of the next step of the bill's plan. */
  step: number;
  /** The state the bill must still be in for the step to apply. */
  expect_state: string;
  due_at: number;
  locked_until: number | null;
  created_at: number;
}

export interface BillActionTable {
  id: Generated<number>;
  family: string;
  bill_id: number;
  company_code: string;
  action: string;
  from_state: string;
  to_state: string;
  note: string | null;
  user_id: number;
  acted_at: number;
}

export interface StoredFileTable {
  id: string;
  company_code: string;
  user_id: number;
  /** document: kept for good (knowledge files and other documents a bill points at). */
  kind: 'upload' | 'export' | 'template' | 'document';
  name: string;
  size: number;
  /** The bytes, unless they are in a file of the files folder (then empty). */
  content: Buffer;
  /** The file's name in the files folder (PORTAL_FILES_DIR), or null when the bytes are in the row. */
  location: string | null;
  created_at: number;
  expires_at: number;
  /** SHA-256 (hex) of a generated file's bytes, so an identical one is reused (migration 0017); null for other files. */
  content_hash: string | null;
}

export interface BillEngineDatabase extends PortalDatabase {
  receipt: ReceiptTable;
  simulator_job: SimulatorJobTable;
  bill_action: BillActionTable;
  stored_file: StoredFileTable;
}

export type EngineDb = Kysely<BillEngineDatabase>;
export type EngineTrx = Transaction<BillEngineDatabase>;
/** Family tables: names and columns are known only at run time (always whitelisted first). */
export type DynamicDb = UntypedDb;

/** Any Kysely instance or transaction over the portal's database. */
export type SomeDb = UntypedDb;

/** The portal's typed view of any connection or transaction (the tables are the same). */
export function portalDb(db: SomeDb | PortalDb): PortalDb {
  return db as PortalDb;
}

export function engineDb(db: PortalDb | EngineDb | UntypedTransaction): EngineDb {
  return db as unknown as EngineDb;
}

export function dynamicDb(db: PortalDb | EngineDb | UntypedTransaction): DynamicDb {
  return db as unknown as DynamicDb;
}
