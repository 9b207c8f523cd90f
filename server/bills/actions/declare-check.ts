// What declaring checks beyond the states (core/definition/declare-rules.ts), on the bills as
// stored, inside the declaring transaction: a family that declares only with lines has at least
// one, and the numbers add up, the sums of the stored lines included. Every way of declaring
// comes through runAction (save-and-declare, the list's 申报, collect buttons that declare), so
// none declares a bill the detail page would refuse. A refused bill is named with its reason,
// as the other batch refusals: EO2024001：出口订单至少需要一条商品信息后才能申报. Its links name
// bills of the company (x-refersTo), read in bulk for the whole batch
// (references/missing-references.ts): EI2024001：订单编号「EO1」不存在：请先录入该出口订单.
import { declareProblem, hasRelations, linesRequiredToDeclare, type FieldInfo } from '#core/definition/index.ts';
import type { EngineDb, EngineTrx } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { findLines } from '../find-bill.ts';
import type { DbRow } from '../rows.ts';
import { missingReferences, referenceProblem, refersToOthers } from '../references/missing-references.ts';
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
  return linesRequiredToDeclare(schema) !== null || hasRelations(schema) || refersToOthers(family);
}

/** The bills of `rows` that may not be declared, each with the first reason; `families` are the ones links may name. */
export async function undeclarableBills(
  trx: EngineTrx | EngineDb,
  family: BillFamily,
  rows: readonly DbRow[],
  families: readonly BillFamily[],
): Promise<RefusedBill[]> {
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
  const missing = await linkProblems(trx, family, rows, linesOf, families);
  const refused: RefusedBill[] = [];
  rows.forEach((row, index) => {
    const id = Number(row.id);
    const reason = declareProblem(family.definition.schema, byName(family.headFields, row), linesOf.get(id) ?? []) ?? missing[index];
    if (reason !== null) refused.push({ id, name: billName(family, row), reason });
  });
  return refused;
}

/** Per row, the first link that names no bill of its company (with the line prefix), or null. */
async function linkProblems(
  trx: EngineTrx | EngineDb,
  family: BillFamily,
  rows: readonly DbRow[],
  linesOf: ReadonlyMap<number, Array<Record<string, unknown>>>,
  families: readonly BillFamily[],
): Promise<Array<string | null>> {
  const reasons: Array<string | null> = rows.map(() => null);
  if (!refersToOthers(family)) return reasons;
  // A batch is one company's; grouped anyway, so that no bill is checked against another's.
  const byCompany = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const company = String(row.company_code);
    if (!byCompany.has(company)) byCompany.set(company, []);
    byCompany.get(company)!.push(index);
  });
  for (const [companyCode, indexes] of byCompany) {
    const bills = indexes.map((index) => ({ head: byName(family.headFields, rows[index]), lines: linesOf.get(Number(rows[index].id)) ?? [] }));
    const missing = await missingReferences(trx, families, family, companyCode, bills);
    missing.forEach((problems, at) => {
      if (problems.length > 0) reasons[indexes[at]] = referenceProblem(family, problems[0]).message;
    });
  }
  return reasons;
}
