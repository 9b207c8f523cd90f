// What declaring checks beyond the states (core/definition/declare-rules.ts), on the bills as
// stored, inside the declaring transaction: a family that declares only with lines has at least
// one, and the numbers add up, the sums of the stored lines included. Every way of declaring
// comes through runAction (save-and-declare, the list's 申报, collect buttons that declare), so
// none declares a bill the detail page would refuse. A refused bill is named with its reason,
// as the other batch refusals: EO2024001：出口订单至少需要一条商品信息后才能申报.
import { declareProblem, hasRelations, linesRequiredToDeclare, type FieldInfo } from '#core/definition/index.ts';
import type { EngineDb, EngineTrx } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { findLines } from '../find-bill.ts';
import type { DbRow } from '../rows.ts';
import { billName, type RefusedBill } from './action-refusal.ts';

/** A stored row by property name, its cells as read (decimal text on PostgreSQL is read exactly). */
function byName(fields: readonly FieldInfo[], row: DbRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field.name] = row[field.column];
  return out;
}

/** Whether declaring the family checks anything here (then its lines are read). */
export function declareChecks(family: BillFamily): boolean {
  const { schema } = family.definition;
  return linesRequiredToDeclare(schema) !== null || hasRelations(schema);
}

/** The bills of `rows` that may not be declared, each with the first reason. */
export async function undeclarableBills(trx: EngineTrx | EngineDb, family: BillFamily, rows: readonly DbRow[]): Promise<RefusedBill[]> {
  if (rows.length === 0 || !declareChecks(family)) return [];
  const linesOf = new Map<number, Array<Record<string, unknown>>>();
  for (const line of await findLines(
    trx,
    family,
    rows.map((row) => Number(row.id)),
  )) {
    const head = Number(line.head_id);
    linesOf.set(head, [...(linesOf.get(head) ?? []), byName(family.lineFields, line)]);
  }
  const refused: RefusedBill[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const reason = declareProblem(family.definition.schema, byName(family.headFields, row), linesOf.get(id) ?? []);
    if (reason !== null) refused.push({ id, name: billName(family, row), reason });
  }
  return refused;
}
