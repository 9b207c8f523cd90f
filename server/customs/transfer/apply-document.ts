// Applying a document customs originates (issue 24 point 6; transfer.md "Documents customs sends"),
// all or nothing, in one transaction, once per message guid (the ledger of receipts,
// inbox-ledger.ts):
// - a bill document (CEB816 电子税单, CEB792 汇总结果单): each bill block creates the family's bill, or
//   updates the one of the same company whose inbound keys (taxNo+invtNo, sumNo+msgSeqNo) are the
//   same. The company is the owner bill's (message.inbound.owner: the import inventory of that
//   invtNo), or the first portal company the inbound `companies` elements name. Fields the message
//   does not feed are filled from the owner bill and its paired lines by name, relation results
//   (应征税款合计) are worked out exactly, and the document is recorded as a receipt of the bill
//   (state, 回执时间, a row in the receipts dialog) through record-receipt.ts, as receipts are;
// - a status document (CEB818): each status element finds its bill by the family's ui.receipt keys
//   (receipt-bill.ts), moves it to the status where the family's state list has it and writes the
//   other elements of the same name as the bill's fields (缴款书编号…), recorded as a receipt.
// A document older than the bill's newest customs receipt, an owner not found, a company not of
// the portal, a value too long: QuarantineReason, and nothing changes.
import { draftState } from '#core/definition/index.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import { decimalOfCell, decimalToText } from '#core/decimal-text.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { dynamicDb, engineDb, type EngineDb, type EngineTrx } from '../../bills/db.ts';
import { writableHeadFields, type BillFamily } from '../../bills/family.ts';
import type { StateList } from '../../bills/options/states.ts';
import { applyClaimed, type States } from './claimed-message.ts';
import { recordReceipt } from '../../bills/receipts/record-receipt.ts';
import { fillRelations, isEmptyValue, type Row } from '../../bills/relation-fill.ts';
import { toColumns, type DbRow } from '../../bills/rows.ts';
import { insertBill, insertLines } from '../../bills/save/store-bill.ts';
import { lockRows, serialise } from '../../db/state-change.ts';
import { familyMessageOf } from '../message/family-message.ts';
import type { FamilyMessage } from '../message/build-message.ts';
import type { InboundMapping, InboundOwner } from '../message/mapping-types.ts';
import type { AppliedReceipt, ReceiptSource } from './apply-receipt.ts';
import { readDocumentBills, readStatuses, type ReadDocumentBill, type ReadDocumentMessage, type ReadStatus } from './document-read.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { describeKeys, familiesAnswering, findReceiptBills, headField, receiptBill } from './receipt-bill.ts';
import type { ReadReceipt } from './receipt-read.ts';

interface DocumentFamily {
  family: BillFamily;
  message: FamilyMessage;
  inbound: InboundMapping;
}

const documentFamilies = new WeakMap<readonly BillFamily[], Map<string, DocumentFamily>>();

/** The families whose mapping reads a bill document back (message.inbound), by message root; worked out once. */
export function inboundFamilies(families: readonly BillFamily[]): Map<string, DocumentFamily> {
  let found = documentFamilies.get(families);
  if (!found) {
    found = new Map();
    for (const family of families) {
      const message = familyMessageOf(family);
      const inbound = message?.mapping.inbound;
      if (message && inbound) found.set(message.mapping.root, { family, message, inbound });
    }
    documentFamilies.set(families, found);
  }
  return found;
}

/** The newest receipt of the bill that came from customs in a message (as apply-receipt.ts compares). */
async function newestCustomsReceipt(trx: EngineTrx, family: BillFamily, billId: number) {
  return engineDb(trx)
    .selectFrom('receipt')
    .select(['return_at', 'return_time'])
    .where('family', '=', family.id)
    .where('bill_id', '=', billId)
    .where('message_guid', 'is not', null)
    .orderBy('return_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function refuseOlder(trx: EngineTrx, family: BillFamily, billId: number, at: number, what: string): Promise<void> {
  const latest = await newestCustomsReceipt(trx, family, billId);
  if (latest && at < latest.return_at) {
    throw new QuarantineReason('older', `${what}的时间 ${chinaDateTime(at)} 早于单据当前回执的时间 ${latest.return_time}`);
  }
}

function keysText(names: readonly string[], values: Row): string {
  return names.map((name) => `${name}=${isEmptyValue(values[name]) ? '（空）' : String(values[name])}`).join('、');
}

/** A database cell as the document's record holds it: decimal text for numbers, the text otherwise. */
function recordValue(field: FieldInfo, cell: unknown): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (field.type === 'integer') return Number(cell);
  if (field.type === 'number') return decimalToText(decimalOfCell(cell));
  return String(cell);
}

function sameValue(a: unknown, b: unknown): boolean {
  return String(a).trim() === String(b).trim();
}

/** Refuses a value the bill's field cannot hold (a column would refuse it, which is no fault of the reader's). */
function checkFits(family: BillFamily, fields: readonly FieldInfo[], record: Row, where: string): void {
  for (const field of fields) {
    const value = record[field.name];
    if (isEmptyValue(value)) continue;
    const text = String(value);
    if (field.type === 'string' && field.maxLength !== undefined && text.length > field.maxLength) {
      throw new QuarantineReason('malformed', `${where}的 ${field.name}「${text}」长度超过${family.title}字段「${field.title}」的上限 ${field.maxLength}`);
    }
    if (field.type !== 'string' && field.digits !== undefined && text.replace(/^-/, '').split('.')[0]!.length > field.digits) {
      throw new QuarantineReason('malformed', `${where}的 ${field.name}「${text}」超过${family.title}字段「${field.title}」的位数 ${field.digits}`);
    }
  }
}

interface Owner {
  companyCode: string;
  head: DbRow;
  lines: DbRow[];
  family: BillFamily;
  /** Receipt times by status. */
  times: Map<string, number>;
}

async function findOwner(trx: EngineTrx, families: readonly BillFamily[], spec: InboundOwner, bill: ReadDocumentBill, title: string): Promise<Owner> {
  const family = families.find((candidate) => candidate.id === spec.family);
  if (!family) throw new Error(`message.inbound.owner.family：没有单证族 ${spec.family}`);
  const keys = keysText(spec.keys, bill.head);
  let query = dynamicDb(trx).selectFrom(family.headTable).selectAll();
  for (const name of spec.keys) {
    const field = headField(family, name);
    if (!field || isEmptyValue(bill.head[name])) throw new QuarantineReason('unknownBill', `${title}没有可用来找${family.title}的字段（${keys}）`);
    query = query.where(field.column, '=', bill.head[name]);
  }
  const rows = await query.limit(2).execute();
  if (rows.length === 0) throw new QuarantineReason('unknownBill', `未找到${title}对应的${family.title}（${keys}）：不是本系统企业申报的单据`);
  if (rows.length > 1) throw new QuarantineReason('ambiguousBill', `${title}对应多张${family.title}（${keys}），无法确定归属`);
  const head = rows[0]!;
  for (const name of spec.agree ?? []) {
    const field = headField(family, name);
    const own = field ? head[field.column] : undefined;
    if (isEmptyValue(own) || isEmptyValue(bill.head[name]) || sameValue(own, bill.head[name])) continue;
    throw new QuarantineReason('unknownBill', `${title}的 ${name}「${String(bill.head[name])}」与${family.title}（${keys}）的「${String(own)}」不同`);
  }
  const lines = family.lineTable ? await dynamicDb(trx).selectFrom(family.lineTable).selectAll().where('head_id', '=', head.id).orderBy('id').execute() : [];
  const times = new Map<string, number>();
  const statuses = Object.values(spec.times ?? {});
  if (statuses.length > 0) {
    const receipts = await engineDb(trx)
      .selectFrom('receipt')
      .select(['return_status', 'return_at'])
      .where('family', '=', family.id)
      .where('bill_id', '=', Number(head.id))
      .where('return_status', 'in', statuses)
      .orderBy('return_at')
      .execute();
    for (const receipt of receipts) if (!times.has(receipt.return_status)) times.set(receipt.return_status, receipt.return_at);
  }
  return { companyCode: String(head.company_code), head, lines, family, times };
}

/** Fields the document lacks and the owner has (same name), head and paired lines; the owner's receipt times. */
function fillFromOwner(target: BillFamily, bill: ReadDocumentBill, owner: Owner, spec: InboundOwner): void {
  const fill = (fields: readonly FieldInfo[], fed: Set<string>, record: Row, ownerFields: readonly FieldInfo[], source: DbRow) => {
    for (const field of fields) {
      if (field.readOnly || fed.has(field.name) || !isEmptyValue(record[field.name])) continue;
      const from = ownerFields.find((candidate) => candidate.name === field.name);
      const value = from ? recordValue(field, source[from.column]) : undefined;
      if (value !== undefined) record[field.name] = value;
    }
  };
  fill(target.headFields, bill.fed.head, bill.head, owner.family.headFields, owner.head);
  for (const [name, status] of Object.entries(spec.times ?? {})) {
    const field = headField(target, name);
    const at = owner.times.get(status);
    if (field && at !== undefined && isEmptyValue(bill.head[name]))
      bill.head[name] = field.format === 'date' ? chinaDateTime(at).slice(0, 10) : chinaDateTime(at);
  }
  const key = spec.lineKey;
  const ownerKey = key ? owner.family.lineFields.find((field) => field.name === key) : undefined;
  if (!key || !ownerKey) return;
  for (const line of bill.lines) {
    const paired = owner.lines.find((row) => !isEmptyValue(line[key]) && sameValue(recordValue(ownerKey, row[ownerKey.column]), line[key]));
    if (paired) fill(target.lineFields, bill.fed.lines, line, owner.family.lineFields, paired);
  }
}

async function namedCompany(trx: EngineTrx, names: readonly string[], bill: ReadDocumentBill, title: string): Promise<string> {
  const codes = names.map((name) => bill.elements[name] ?? '').filter((code) => code !== '');
  const rows = codes.length === 0 ? [] : await engineDb(trx).selectFrom('company').select('code').where('code', 'in', codes).execute();
  const known = new Set(rows.map((row) => row.code));
  const code = codes.find((candidate) => known.has(candidate));
  if (code) return code;
  throw new QuarantineReason(
    'unknownCompany',
    `${title}所列企业不是本系统的企业（${names.map((name) => `${name}=${bill.elements[name] || '（空）'}`).join('、')}）`,
  );
}

async function applyBill(
  trx: EngineTrx,
  families: readonly BillFamily[],
  target: DocumentFamily,
  message: ReadDocumentMessage,
  bill: ReadDocumentBill,
  states: States,
  now: number,
): Promise<AppliedReceipt> {
  const { family, inbound } = target;
  const title = `${message.messageType} 的${family.title}（${keysText(inbound.keys, bill.head)}）`;
  let companyCode: string;
  if (inbound.owner) {
    const owner = await findOwner(trx, families, inbound.owner, bill, title);
    companyCode = owner.companyCode;
    fillFromOwner(family, bill, owner, inbound.owner);
  } else {
    companyCode = await namedCompany(trx, inbound.companies ?? [], bill, title);
  }
  fillRelations(family.headFields, family.lineFields, bill.head, bill.lines);
  checkFits(family, family.headFields, bill.head, title);
  for (const line of bill.lines) checkFits(family, family.lineFields, line, title);
  const list = await states(family);
  if (!list.has(bill.state)) throw new QuarantineReason('malformed', `${title}的状态「${bill.state}」不在${family.title}的状态列表中`);

  // Two messages creating the same document at once: the second waits, then finds the first's bill.
  await serialise(trx, 'inbound', family.id, companyCode, ...inbound.keys.map((name) => String(bill.head[name] ?? '')));
  let query = dynamicDb(trx).selectFrom(family.headTable).select(['id', 'state']).where('company_code', '=', companyCode);
  for (const name of inbound.keys) {
    const field = headField(family, name);
    if (!field || isEmptyValue(bill.head[name])) throw new QuarantineReason('malformed', `${title}缺少 ${name}`);
    query = query.where(field.column, '=', bill.head[name]);
  }
  const found = await lockRows(trx, query.limit(2));
  if (found.length > 1) throw new QuarantineReason('ambiguousBill', `${title}对应多张单据，无法确定是哪一张`);
  let id: number;
  let current: string;
  if (found[0]) {
    id = Number(found[0].id);
    current = String(found[0].state);
    await refuseOlder(trx, family, id, bill.at, title);
    await dynamicDb(trx)
      .updateTable(family.headTable)
      .set(toColumns(writableHeadFields(family), bill.head))
      .where('id', '=', id)
      .execute();
    if (family.lineTable) {
      await dynamicDb(trx).deleteFrom(family.lineTable).where('head_id', '=', id).execute();
      await insertLines(trx, family, id, bill.lines);
    }
  } else {
    id = await insertBill(trx, family, companyCode, { ...bill.head, lines: bill.lines }, now);
    current = draftState(family.definition);
  }
  const recorded = await recordReceipt(
    trx,
    family,
    { id, companyCode },
    [current],
    {
      messageType: message.messageType,
      state: bill.state,
      status: bill.state,
      statusName: list.name(bill.state),
      info: `海关下发${family.title}：${list.name(bill.state)}`,
      at: bill.at,
      messageGuid: message.guid,
      columns: { app_time: chinaDateTime(bill.at) },
    },
    now,
  );
  if (!recorded) throw new Error(`单据 ${family.id}#${id} 的状态在处理海关单证时被改变`);
  return { family: family.id, billId: id, companyCode, status: bill.state, state: bill.state };
}

/** The status element as a receipt, for finding its bill by the family's ui.receipt keys. */
function asReceipt(status: ReadStatus): ReadReceipt {
  return {
    guid: status.values.guid ?? '',
    returnStatus: status.status,
    returnTime: status.time,
    returnAt: status.at,
    returnInfo: '',
    values: status.values,
    assigned: {},
    companies: {},
  };
}

async function applyStatus(
  trx: EngineTrx,
  families: readonly BillFamily[],
  message: ReadDocumentMessage,
  status: ReadStatus,
  states: States,
  now: number,
): Promise<AppliedReceipt> {
  const definition = message.definition;
  if (definition.kind !== 'status') throw new Error('not a status document');
  const receipt = asReceipt(status);
  const [matches] = await findReceiptBills(trx, families, [receipt]);
  const match = await receiptBill(trx, families, receipt, matches ?? null);
  const { family } = match;
  const keys = family.definition.ui.receipt?.keys ?? [];
  const title = `${message.messageType}（${family.title}：${describeKeys(receipt, [family])}）`;
  await refuseOlder(trx, family, match.id, status.at, title);
  const list = await states(family);
  const state = list.has(status.status) ? status.status : match.state;
  const skip = new Set([...keys, definition.status, definition.time, 'guid']);
  const record: Row = {};
  const fields = writableHeadFields(family).filter((field) => !skip.has(field.name) && (status.values[field.name] ?? '') !== '');
  for (const field of fields) record[field.name] = status.values[field.name];
  checkFits(family, fields, record, title);
  const columns: Record<string, unknown> = { app_time: chinaDateTime(status.at) };
  for (const field of fields) columns[field.column] = field.type === 'integer' ? Number(record[field.name]) : record[field.name];
  const name = list.name(status.status);
  const recorded = await recordReceipt(
    trx,
    family,
    { id: match.id, companyCode: match.companyCode },
    [match.state],
    {
      messageType: message.messageType,
      state,
      status: status.status,
      statusName: name,
      info: `${family.title}状态：${name}`,
      at: status.at,
      messageGuid: message.guid,
      columns,
    },
    now,
  );
  if (!recorded) throw new Error(`单据 ${family.id}#${match.id} 的状态在处理海关单证时被改变`);
  return { family: family.id, billId: match.id, companyCode: match.companyCode, status: status.status, state };
}

/**
 * Applies a document message in one transaction of its own; answers what it applied, or throws a
 * QuarantineReason (nothing changed) or another error (a fault: nothing changed, try again later).
 */
export async function applyDocumentMessage(
  db: EngineDb,
  allFamilies: readonly BillFamily[],
  message: ReadDocumentMessage,
  source: ReceiptSource,
  now: number,
  stateLists: Map<string, StateList> = new Map(),
): Promise<AppliedReceipt[]> {
  const { definition } = message;
  let work: { count: number; run: (trx: EngineTrx, states: States) => Promise<AppliedReceipt[]> };
  if (definition.kind === 'bill') {
    const target = inboundFamilies(allFamilies).get(message.messageType);
    if (!target) throw new QuarantineReason('unknownType', `没有单证族受理 ${message.messageType}（字段表 message.inbound）`);
    const bills = readDocumentBills(target.family, target.message, target.inbound, message.root).sort((a, b) => a.at - b.at);
    if (bills.length === 0) throw new QuarantineReason('malformed', `${message.messageType} 中没有${target.family.title}`);
    work = {
      count: bills.length,
      run: async (trx, states) => {
        const applied: AppliedReceipt[] = [];
        for (const bill of bills) applied.push(await applyBill(trx, allFamilies, target, message, bill, states, now));
        return applied;
      },
    };
  } else {
    const families = familiesAnswering(allFamilies, message.messageType);
    if (families.length === 0) throw new QuarantineReason('unknownType', `没有单证族受理 ${message.messageType}（ui.receipt）`);
    const statuses = readStatuses(message);
    work = {
      count: statuses.length,
      run: async (trx, states) => {
        const applied: AppliedReceipt[] = [];
        for (const status of statuses) applied.push(await applyStatus(trx, families, message, status, states, now));
        return applied;
      },
    };
  }
  const claim = { guid: message.guid, messageType: message.messageType, source, count: work.count, kind: '海关单证报文' };
  return applyClaimed(db, claim, now, stateLists, (trx, states) => work.run(trx, states));
}
