// 签名记录 (family other-sign) as the signing service keeps them: each message to sign is one
// record, written in the declaring transaction (待加签, with the unsigned message), then moved by
// the sender to 加签成功 (signed, not yet in the outbox), 加签失败 (why, in 回执信息) or 已发送
// (the signed message in 签名结果, the file in the outbox). The state codes come from the family's
// state list (SIGN/CbeSignState, core/definition/state-names.ts); the fields the service fills are
// named once here and checked against the family's definition when the server starts.
import { stateNamesFor } from '#core/definition/index.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { dynamicDb, type EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { DbRow } from '../../bills/rows.ts';
import { nextVersion } from '../../bills/save/bill-version.ts';
import type { PortalDb } from '../../db/connect.ts';

/** The family of sign records. */
export const SIGN_FAMILY = 'other-sign';

/** What the signing service writes, by the record's field names (schemas/bills/other-sign.schema.json). */
const FIELDS = ['copNo', 'customsRegistCode', 'companyName', 'typeName', 'purpose', 'waitSignData', 'signResult', 'note'] as const;
type SignField = (typeof FIELDS)[number];
const STATES = ['unsigned', 'signed', 'signFailed', 'sent'] as const;
type SignState = (typeof STATES)[number];

export interface SignRecordTable {
  family: BillFamily;
  /** field name → column */
  column: Record<SignField, string>;
  /** state name → code of the family's state list */
  state: Record<SignState, string>;
  /** maxLength of each text field, to cut a value that would not fit (a name, a reason). */
  maxLength: Partial<Record<SignField | 'returnInfo', number>>;
  returnInfoColumn: string;
}

/** The sign-record family of the server, checked: null when the definitions have none. */
export function signRecordTable(families: readonly BillFamily[]): SignRecordTable | null {
  const family = families.find((candidate) => candidate.id === SIGN_FAMILY);
  if (!family) return null;
  const byName = new Map(family.headFields.map((field) => [field.name, field]));
  const column = {} as Record<SignField, string>;
  const maxLength: SignRecordTable['maxLength'] = {};
  for (const name of FIELDS) {
    const field = byName.get(name);
    if (!field) throw new Error(`${SIGN_FAMILY} 缺少签名服务要写的字段 ${name}`);
    column[name] = field.column;
    if (field.maxLength !== undefined) maxLength[name] = field.maxLength;
  }
  const returnInfo = byName.get('returnInfo');
  if (!returnInfo) throw new Error(`${SIGN_FAMILY} 缺少系统字段 returnInfo`);
  if (returnInfo.maxLength !== undefined) maxLength.returnInfo = returnInfo.maxLength;
  const names = stateNamesFor(family.definition.ui.stateType);
  const state = {} as Record<SignState, string>;
  for (const name of STATES) {
    const code = names[name];
    if (code === undefined) throw new Error(`${SIGN_FAMILY} 的状态列表没有 ${name}`);
    state[name] = code;
  }
  return { family, column, state, maxLength, returnInfoColumn: returnInfo.column };
}

function cut(value: string | null, limit: number | undefined): string | null {
  return value === null || limit === undefined || value.length <= limit ? value : value.slice(0, limit);
}

export interface NewSignRecord {
  companyCode: string;
  copNo: string | null;
  customsRegistCode: string | null;
  companyName: string | null;
  /** The message type as the dictionary sign_type has it: CEB303. */
  typeName: string;
  purpose: string;
  /** The unsigned message. */
  waitSignData: string;
  /** Where the record came from, for people: 出口订单 EO2024001（#12）. */
  note: string;
}

/** Records per INSERT: each carries a whole message, so a few dozen at a time. */
const INSERT_BATCH = 50;

/** Writes the records of messages to sign (state 待加签); answers their ids, in the order of `records`. */
export async function insertSignRecords(trx: EngineTrx, table: SignRecordTable, records: readonly NewSignRecord[], now: number): Promise<number[]> {
  const time = chinaDateTime(now);
  const rows = records.map((record) => {
    const values: DbRow = { company_code: record.companyCode, state: table.state.unsigned, create_time: time, update_time: time };
    for (const name of FIELDS) {
      const value = name === 'signResult' ? null : record[name];
      values[table.column[name]] = name === 'waitSignData' ? value : cut(value, table.maxLength[name]);
    }
    return values;
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    // Each slice holds its messages' text: other requests get a turn in between.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const inserted = await dynamicDb(trx)
      .insertInto(table.family.headTable)
      .values(rows.slice(start, start + INSERT_BATCH))
      .returning('id')
      .execute();
    // In the records' order: ids grow as rows are inserted, while RETURNING promises no order (SQLite says so).
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

export interface SignRecord {
  id: number;
  companyCode: string;
  state: string;
  typeName: string;
  waitSignData: string;
  signResult: string | null;
  /** When it last moved (China time text, as update_time is stored). */
  updateTime: string;
}

/** The records of `ids` (any company), as the sender reads them. */
export async function readSignRecords(db: PortalDb, table: SignRecordTable, ids: readonly number[]): Promise<SignRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await dynamicDb(db)
    .selectFrom(table.family.headTable)
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute()) as DbRow[];
  return rows.map((row) => ({
    id: Number(row.id),
    companyCode: String(row.company_code),
    state: String(row.state),
    typeName: String(row[table.column.typeName] ?? ''),
    waitSignData: String(row[table.column.waitSignData] ?? ''),
    signResult: row[table.column.signResult] === null || row[table.column.signResult] === undefined ? null : String(row[table.column.signResult]),
    updateTime: String(row.update_time),
  }));
}

/** Moves a record on from the state it was read in; false when another sender moved it first. */
export async function moveSignRecord(
  db: PortalDb,
  table: SignRecordTable,
  record: SignRecord,
  to: SignState,
  change: { signResult?: string; returnInfo: string | null },
  now: number,
): Promise<boolean> {
  const set: DbRow = { state: table.state[to], update_time: chinaDateTime(now), version: nextVersion() };
  set[table.returnInfoColumn] = cut(change.returnInfo, table.maxLength.returnInfo);
  if (change.signResult !== undefined) set[table.column.signResult] = change.signResult;
  const result = await dynamicDb(db)
    .updateTable(table.family.headTable)
    .set(set)
    .where('id', '=', record.id)
    .where('state', '=', record.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a record a stopped sender left (still untouched since before `before`) for this sender:
 * one conditional update that marks it touched now, so that of several processes resending at
 * once exactly one signs and writes it (a 加签成功 record would otherwise reach the outbox twice,
 * and customs would answer it twice). False when another sender took or moved it first.
 */
export async function claimIdleSignRecord(db: PortalDb, table: SignRecordTable, record: SignRecord, before: string, now: number): Promise<boolean> {
  const result = await dynamicDb(db)
    .updateTable(table.family.headTable)
    .set({ update_time: chinaDateTime(now), version: nextVersion() })
    .where('id', '=', record.id)
    .where('state', '=', record.state)
    .where('update_time', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records left 待加签 or 加签成功 (not sent) since before `before` (China time text): a sender stopped. */
export async function unfinishedSignRecords(db: PortalDb, table: SignRecordTable, before: string, failedToo = false): Promise<number[]> {
  const states = failedToo ? [table.state.unsigned, table.state.signed, table.state.signFailed] : [table.state.unsigned, table.state.signed];
  const rows = await dynamicDb(db)
    .selectFrom(table.family.headTable)
    .select('id')
    .where('state', 'in', states)
    .where('update_time', '<', before)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}
