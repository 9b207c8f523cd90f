// Links between families are real (issue 25 point 4): a field with `"x-refersTo": "export-order.orderNo"`
// that has a value must name an existing bill of that family of the same company — on save
// (routes/save-routes.ts) and on declare (actions/declare-check.ts). The bills a batch refers to
// are read in bulk: one query per referenced family for the whole batch (in slices of
// VALUES_PER_QUERY values), never one per bill.
//
// Several fields of one row (the header, or one line) that refer to the same family name one bill
// of it, as the demo seed links them (seed/reference-links.ts): the first of them with a value (in
// schema order) finds the bill, and the others must hold that bill's values — a payment's 支付金额
// (amountPaid → import-order.acturalPaid) is the 实际支付金额 of the order its 订单编号 names.
//
// Existence only, in any state: a draft order may be referred to by a draft inventory, and the
// three documents may be declared together; whether customs has got the referenced document is
// customs' judgement (the simulator returns the message: simulator/counterpart/customs-references.ts).
// The check is a read: a referenced bill deleted between the check and the commit leaves a dangling
// value (docs/definitions.md, "Links between families").
import { isBlank } from '#core/values.ts';
import { LINES_PROPERTY, type FieldInfo, type FieldProblem } from '#core/definition/index.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { REFERS_TO, referencesOf, type Reference } from '../seed/references.ts';
import type { PortalDb } from '../../db/connect.ts';
import type { EngineDb, EngineTrx } from '../db.ts';

/** Values one IN list binds at most, far below either dialect's bound-parameter limit. */
const VALUES_PER_QUERY = 500;

/** One bill of a batch, its values by property name. */
export interface ReferringBill {
  head: Readonly<Record<string, unknown>>;
  /** null when the lines are not checked (a header-only save keeps the stored ones). */
  lines: ReadonlyArray<Readonly<Record<string, unknown>>> | null;
}

/** A value that names no bill: where it is, and the sentence (without a line prefix). */
export interface MissingReference {
  field: FieldInfo;
  /** Zero-based line index; absent for a header field. */
  line?: number;
  text: string;
}

/** The references of one row to one family, in schema order. */
interface Group {
  family: BillFamily;
  references: Reference[];
}

function sameValue(target: FieldInfo, stored: unknown, given: unknown): boolean {
  if (stored === null || stored === undefined) return false;
  if (target.type === 'number' || target.type === 'integer') return Number(stored) === Number(given);
  return String(stored) === String(given);
}

function shown(value: unknown): string {
  return String(value).trim();
}

/** A family's references grouped by the family they name, per part; families not loaded are left out. */
function groupsOf(family: BillFamily, byId: ReadonlyMap<string, BillFamily>): Record<Reference['part'], Group[]> {
  const groups: Record<Reference['part'], Group[]> = { head: [], line: [] };
  for (const reference of referencesOf(family)) {
    const target = byId.get(reference.family);
    if (!target?.headFields.some((field) => field.name === reference.field)) continue;
    const list = groups[reference.part];
    const group = list.find((candidate) => candidate.family === target);
    if (group) group.references.push(reference);
    else list.push({ family: target, references: [reference] });
  }
  return groups;
}

/** Whether a family has any x-refersTo field (then saving and declaring check it). */
export function refersToOthers(family: BillFamily): boolean {
  return family.headFields.some((field) => field.schema[REFERS_TO] !== undefined) || family.lineFields.some((field) => field.schema[REFERS_TO] !== undefined);
}

/** The referenced family's bills of the company whose `field` holds one of the values, by field and value. */
async function loadReferenced(
  db: PortalDb | EngineDb | EngineTrx,
  target: BillFamily,
  companyCode: string,
  wanted: ReadonlyMap<string, ReadonlySet<string>>,
  columns: readonly FieldInfo[],
): Promise<Array<Record<string, unknown>>> {
  const terms = [...wanted].flatMap(([name, values]) =>
    [...values].map((value) => ({ field: target.headFields.find((field) => field.name === name)!, value })),
  );
  const found: Array<Record<string, unknown>> = [];
  for (let start = 0; start < terms.length; start += VALUES_PER_QUERY) {
    const slice = terms.slice(start, start + VALUES_PER_QUERY);
    const byColumn = new Map<FieldInfo, unknown[]>();
    for (const { field, value } of slice) {
      const numeric = field.type === 'number' || field.type === 'integer';
      byColumn.set(field, [...(byColumn.get(field) ?? []), numeric ? Number(value) : value]);
    }
    const rows = await dynamicDb(db as PortalDb)
      .selectFrom(target.headTable)
      .select(columns.map((field) => field.column))
      .where('company_code', '=', companyCode)
      .where((eb) => eb.or([...byColumn].map(([field, values]) => eb(field.column, 'in', values))))
      .execute();
    for (const row of rows as Array<Record<string, unknown>>) found.push(Object.fromEntries(columns.map((field) => [field.name, row[field.column]])));
  }
  return found;
}

function targetField(target: BillFamily, name: string): FieldInfo {
  return target.headFields.find((field) => field.name === name)!;
}

/** The problem of one row's references to one family against the bills found, or null. */
function rowProblem(
  group: Group,
  row: Readonly<Record<string, unknown>>,
  found: ReadonlyArray<Record<string, unknown>>,
): Omit<MissingReference, 'line'> | null {
  const given = group.references.filter((reference) => !isBlank(row[reference.from.name]));
  if (given.length === 0) return null;
  const [first, ...others] = given;
  const key = targetField(group.family, first.field);
  const candidates = found.filter((bill) => sameValue(key, bill[first.field], row[first.from.name]));
  if (candidates.length === 0) {
    return { field: first.from, text: `${first.from.title}「${shown(row[first.from.name])}」不存在：请先录入该${group.family.title}` };
  }
  for (const other of others) {
    const wanted = targetField(group.family, other.field);
    if (candidates.some((bill) => sameValue(wanted, bill[other.field], row[other.from.name]))) continue;
    const stored = candidates[0][other.field];
    return {
      field: other.from,
      text: `${other.from.title}（${shown(row[other.from.name])}）与${group.family.title}「${shown(row[first.from.name])}」的${wanted.title}（${stored === null || stored === undefined ? '空' : shown(stored)}）不一致`,
    };
  }
  return null;
}

/**
 * For each bill of the batch (same order), its values that name no bill of the referenced family
 * of the company; an empty list for a bill whose links hold.
 */
export async function missingReferences(
  db: PortalDb | EngineDb | EngineTrx,
  families: readonly BillFamily[],
  family: BillFamily,
  companyCode: string,
  bills: readonly ReferringBill[],
): Promise<MissingReference[][]> {
  const out: MissingReference[][] = bills.map(() => []);
  if (!refersToOthers(family) || bills.length === 0) return out;
  const groups = groupsOf(family, new Map(families.map((candidate) => [candidate.id, candidate])));
  const rowsOf = (bill: ReferringBill) => [
    { part: 'head' as const, row: bill.head, line: undefined },
    ...(bill.lines ?? []).map((row, index) => ({ part: 'line' as const, row, line: index })),
  ];

  // What each referenced family is asked for: the first given field of each row's group finds its bill.
  const wanted = new Map<BillFamily, Map<string, Set<string>>>();
  for (const bill of bills) {
    for (const { part, row } of rowsOf(bill)) {
      for (const group of groups[part]) {
        const first = group.references.find((reference) => !isBlank(row[reference.from.name]));
        if (!first) continue;
        const byField = wanted.get(group.family) ?? new Map<string, Set<string>>();
        wanted.set(group.family, byField);
        byField.set(first.field, (byField.get(first.field) ?? new Set()).add(String(row[first.from.name])));
      }
    }
  }
  const found = new Map<BillFamily, Array<Record<string, unknown>>>();
  for (const [target, byField] of wanted) {
    const names = new Set(
      [...groups.head, ...groups.line].filter((group) => group.family === target).flatMap((group) => group.references.map((reference) => reference.field)),
    );
    found.set(
      target,
      await loadReferenced(
        db,
        target,
        companyCode,
        byField,
        [...names].map((name) => targetField(target, name)),
      ),
    );
  }

  bills.forEach((bill, index) => {
    for (const { part, row, line } of rowsOf(bill)) {
      for (const group of groups[part]) {
        const problem = rowProblem(group, row, found.get(group.family) ?? []);
        if (problem) out[index].push(line === undefined ? problem : { ...problem, line });
      }
    }
  });
  return out;
}

/** A missing reference as the save answer's problems carry it (the form shows it at the field). */
export function referenceProblem(family: BillFamily, missing: MissingReference): FieldProblem {
  const { field, line, text } = missing;
  if (line === undefined) return { path: field.name, field: field.name, title: field.title, message: text, text };
  return {
    path: `${LINES_PROPERTY}.${line}.${field.name}`,
    field: field.name,
    title: field.title,
    message: `${family.linesTitle}第${line + 1}行：${text}`,
    text,
    line,
  };
}
