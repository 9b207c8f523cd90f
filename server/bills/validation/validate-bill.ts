// Validates one bill body with its family's schema. Before validation the body is reduced to
// what a client may write: read-only and system fields are dropped, and empty values ("",
// blanks, null) count as not given, so a required field left blank gets 请填写{title}. The
// answer is the cleaned body (defaults applied) or the problems.
//
// Bounded (issue "Hardening" 3): a body with more lines than the definition allows (lines
// maxItems) is refused before any line is looked at; otherwise the header is checked, then the
// lines one by one, and the check stops once MAX_PROBLEMS problems are found — a body of
// thousands of empty lines costs a hundred problems, not millions. A body whose fields are valid
// is then checked as a whole: its value relations (x-productOf, x-sumOf, x-sumOfLines) hold, or
// the problem names both values (core/definition/relation-check.ts).
import type { ErrorObject } from 'ajv';
import { describeFieldErrors, LINES_PROPERTY, relationProblems, type FieldInfo, type FieldProblem } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import { writableHeadFields, writableLineFields } from '../family.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';
import { isBlank } from '#core/values.ts';

export type BillData = Record<string, unknown> & { lines?: Array<Record<string, unknown>> };

/** Problems one check reports at most; a body with more stops there (`truncated`). */
export const MAX_PROBLEMS = 100;

export type BillValidation = { ok: true; data: BillData } | { ok: false; problems: FieldProblem[]; truncated: boolean };

function pick(source: Record<string, unknown>, fields: FieldInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.hasOwn(source, field.name) && !isBlank(source[field.name])) out[field.name] = source[field.name];
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The body without read-only fields and blanks; lines kept as given when they are not a list. */
export function cleanBill(family: BillFamily, body: Record<string, unknown>): BillData {
  const data: BillData = pick(body, writableHeadFields(family));
  if (family.lineTable && Object.hasOwn(body, LINES_PROPERTY)) {
    const lines = body[LINES_PROPERTY];
    data.lines = Array.isArray(lines)
      ? (lines.map((line) => (isRecord(line) ? pick(line, writableLineFields(family)) : line)) as Array<Record<string, unknown>>)
      : (lines as never);
  }
  return data;
}

/** A problem of the lines as a whole (too many, not a list). */
function linesProblem(family: BillFamily, text: string): FieldProblem {
  return { path: LINES_PROPERTY, field: LINES_PROPERTY, title: family.linesTitle, message: text, text };
}

/** The lines of a body, refused as a whole when there are more than the definition allows. */
export function tooManyLines(family: BillFamily, body: Record<string, unknown>): FieldProblem | null {
  const lines = body[LINES_PROPERTY];
  if (!family.lineTable || !Array.isArray(lines) || lines.length <= family.maxLines) return null;
  return linesProblem(family, `${family.linesTitle}不能超过${family.maxLines}行`);
}

function lineErrorsAt(errors: readonly ErrorObject[], index: number): ErrorObject[] {
  return errors.map((error) => ({ ...error, instancePath: `/${LINES_PROPERTY}/${index}${error.instancePath}` }));
}

export function validateBill(family: BillFamily, body: Record<string, unknown>, dictionaries: DictionaryValues): BillValidation {
  const tooMany = tooManyLines(family, body);
  if (tooMany) return { ok: false, problems: [tooMany], truncated: false };
  const data = cleanBill(family, body);
  const context = { dictionaryHas: dictionaries.has };
  const { lines, ...header } = data;
  const problems: FieldProblem[] = [];
  if (!family.validateHeader.call(context, header)) problems.push(...describeFieldErrors(family.validateHeader.errors ?? [], family.definition.schema));
  if (lines !== undefined && !Array.isArray(lines)) problems.push(linesProblem(family, `${family.linesTitle}格式不正确`));
  let truncated = false;
  if (Array.isArray(lines) && family.validateLine) {
    for (let index = 0; index < lines.length; index += 1) {
      if (problems.length >= MAX_PROBLEMS) {
        truncated = true;
        break;
      }
      if (family.validateLine.call(context, lines[index])) continue;
      problems.push(...describeFieldErrors(lineErrorsAt(family.validateLine.errors ?? [], index), family.definition.schema));
    }
  }
  // The numbers that add up (value relations) once each value is valid on its own; the sums of
  // lines only when the body carries its lines (a header-only save keeps the stored ones).
  if (problems.length === 0) problems.push(...relationProblems(family.definition.schema, header, lines as BillData['lines']));
  if (problems.length === 0) return { ok: true, data: { ...header, ...(lines === undefined ? {} : { lines }) } };
  return { ok: false, problems: problems.slice(0, MAX_PROBLEMS), truncated: truncated || problems.length > MAX_PROBLEMS };
}
