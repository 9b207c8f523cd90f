// Validates one bill body with its family's compiled schema. Before validation the body is
// reduced to what a client may write: read-only and system fields are dropped, and empty
// values ("", blanks, null) count as not given, so a required field left blank gets
// 请填写{title}. The answer is the cleaned body (defaults applied) or the problems.
import { describeFieldErrors, LINES_PROPERTY, type FieldInfo, type FieldProblem } from '../../../src/engine/definition/index.ts';
import type { BillFamily } from '../family.ts';
import { writableHeadFields, writableLineFields } from '../family.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';

export type BillData = Record<string, unknown> & { lines?: Array<Record<string, unknown>> };

export type BillValidation = { ok: true; data: BillData } | { ok: false; problems: FieldProblem[] };

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

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
      ? lines.map((line) => (isRecord(line) ? pick(line, writableLineFields(family)) : line)) as Array<Record<string, unknown>>
      : (lines as never);
  }
  return data;
}

export function validateBill(family: BillFamily, body: Record<string, unknown>, dictionaries: DictionaryValues): BillValidation {
  const data = cleanBill(family, body);
  if (family.validate.call({ dictionaryHas: dictionaries.has }, data)) return { ok: true, data };
  return { ok: false, problems: describeFieldErrors(family.validate.errors ?? [], family.definition.schema) };
}
