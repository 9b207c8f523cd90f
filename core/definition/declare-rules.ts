// What a bill needs before it is declared, beyond what a save needs (docs/definitions.md
// "Declaring"). A draft may be saved header first and its lines later; the customs message of
// most families carries at least one line, and such a family says so on its lines, with the
// message a user reads (naming the family):
//   "lines": { …, "x-requiredToDeclare": "出口订单至少需要一条商品信息后才能申报" }
// and every value relation holds (relation-check.ts), the sums of the stored lines included.
// The detail page checks before 保存并申报; the server checks every way of declaring.
import { linesSchema } from './fields.ts';
import { relationProblems } from './relation-check.ts';
import type { DataSchema } from './types.ts';

export const REQUIRED_TO_DECLARE_KEYWORD = 'x-requiredToDeclare';

/** The message of a family that declares only with lines; null when it may declare without. */
export function linesRequiredToDeclare(schema: DataSchema): string | null {
  const message = linesSchema(schema)?.[REQUIRED_TO_DECLARE_KEYWORD];
  return typeof message === 'string' && message !== '' ? message : null;
}

/** Why the bill may not be declared (the first reason), or null when it may. */
export function declareProblem(
  schema: DataSchema,
  header: Readonly<Record<string, unknown>>,
  lines: ReadonlyArray<Readonly<Record<string, unknown>>>,
): string | null {
  const needed = linesRequiredToDeclare(schema);
  if (needed !== null && lines.length === 0) return needed;
  return relationProblems(schema, header, lines)[0]?.message ?? null;
}
