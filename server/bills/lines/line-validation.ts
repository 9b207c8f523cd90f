// One line of a family validated on its own (body save), with the family's compiled line schema
// (the schema of `lines.items`, the same the whole bill's lines are checked with): the same
// keywords, the same messages (请填写{title} / 请选择{title}…), so a line refused here reads as the
// grid said; then the line's value relations (总价 = 数量 × 单价).
import { describeFieldErrors, relationProblems, type FieldProblem } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';
import { cleanBill } from '../validation/validate-bill.ts';

export type LineValidation = { ok: true; data: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/** The line's writable fields without blanks (defaults applied), or its problems. */
export function validateLine(family: BillFamily, body: Record<string, unknown>, dictionaries: DictionaryValues): LineValidation {
  const data = cleanBill(family, { lines: [body] }).lines?.[0] ?? {};
  const validate = family.validateLine;
  if (validate && !validate.call({ dictionaryHas: dictionaries.has }, data))
    return { ok: false, problems: describeFieldErrors(validate.errors ?? [], family.lineSchema) };
  // The line's own relations (总价 = 数量 × 单价), in the words of a line checked alone.
  const related = relationProblems(family.definition.schema, {}, [data]).filter((problem) => problem.line === 0);
  if (related.length > 0)
    return { ok: false, problems: related.map(({ line: _line, ...problem }) => ({ ...problem, path: problem.field, message: problem.text })) };
  return { ok: true, data };
}
