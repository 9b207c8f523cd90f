// Invalid variants of a valid bill, one problem each, with the message the user must read
// (platform-and-settlement.md §5.2, docs/bill-api.md "Save"). The expected words are written
// here from the rules, not taken from the engine's message module, so the engine is checked
// rather than compared with itself:
// - a required field left out: 请填写{title} (typed) / 请选择{title} (dictionary, enum, date);
// - text longer than maxLength: {title}不能超过{n}个字符;
// - a number written with more characters than x-maxLength: {title}不能超过{n}位;
// - a value that is not in the field's dictionary: 请选择有效的{title}.
// A line problem is prefixed {lines title}第1行：. Fields with a default are not "missing":
// the engine fills the default in.
import { LINES_PROPERTY, type FieldInfo } from '#core/definition/index.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../../../../server/bills/family.ts';
import type { BillBody } from './valid-bill.ts';

export type InvalidKind = 'required' | 'maxLength' | 'digits' | 'dictionary';

export interface InvalidCase {
  kind: InvalidKind;
  /** e.g. "orderNo" or "lines.0.qty", as the answer's data.errors[].path. */
  path: string;
  body: BillBody;
  message: string;
}

function isPicked(field: FieldInfo): boolean {
  const { schema } = field;
  return field.dictionary !== undefined || Array.isArray(schema.enum) || field.format === 'date' || field.format === 'date-time';
}

function requiredText(field: FieldInfo): string {
  return `${isPicked(field) ? '请选择' : '请填写'}${field.title}`;
}

/** Characters of a number as JSON and the server write it. */
function written(value: number): number {
  return String(value).length;
}

function fitsBounds(field: FieldInfo, value: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = field.schema as Record<string, number | undefined>;
  if (field.type === 'integer' && !Number.isInteger(value)) return false;
  if (minimum !== undefined && value < minimum) return false;
  if (maximum !== undefined && value > maximum) return false;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return false;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return false;
  return true;
}

/**
 * A number within the field's bounds written with more characters than allowed, or null when a
 * JavaScript number cannot be written that long without an exponent (beyond 21 digits).
 */
export function tooLongNumber(field: FieldInfo, digits: number): number | null {
  const candidates = [Number('1'.repeat(digits + 1)), Number(`1.${'1'.repeat(Math.max(1, digits - 1))}`), Number(`0.${'0'.repeat(Math.max(0, digits - 3))}12`)];
  return candidates.find((value) => Number.isFinite(value) && written(value) > digits && fitsBounds(field, value)) ?? null;
}

/** A value of the field's length limit that the dictionary does not hold. */
function unknownValue(field: FieldInfo, known: ReadonlySet<string>): string | null {
  const room = field.maxLength ?? 8;
  const candidates = ['ZZ', 'Z', '99', '9', 'ZZZZZZ', 'X9X9'].map((text) => text.slice(0, room));
  return candidates.find((text) => text !== '' && !known.has(text)) ?? null;
}

function tooLongText(field: FieldInfo, valid: unknown): string {
  const limit = field.maxLength as number;
  // Extending the valid value keeps it in the field's alphabet (patterns stay satisfied).
  const start = typeof valid === 'string' && valid !== '' ? valid : 'A';
  return start.padEnd(limit + 1, start.at(-1));
}

interface Slot {
  field: FieldInfo;
  path: string;
  prefix: string;
  value: unknown;
  /** The valid body with this field set to `value` (undefined: left out). */
  with(value: unknown): BillBody;
}

function headSlots(family: BillFamily, valid: BillBody): Slot[] {
  return writableHeadFields(family).map((field) => ({
    field,
    path: field.name,
    prefix: '',
    value: valid[field.name],
    with: (value) => {
      const body: BillBody = structuredClone(valid);
      if (value === undefined) delete body[field.name];
      else body[field.name] = value;
      return body;
    },
  }));
}

function lineSlots(family: BillFamily, valid: BillBody): Slot[] {
  const first = valid.lines?.[0];
  if (!family.lineTable || !first) return [];
  const linesTitle = family.definition.schema.properties[LINES_PROPERTY]?.title ?? '表体';
  return writableLineFields(family).map((field) => ({
    field,
    path: `${LINES_PROPERTY}.0.${field.name}`,
    prefix: `${linesTitle}第1行：`,
    value: first[field.name],
    with: (value) => {
      const body: BillBody = structuredClone(valid);
      const line = body.lines![0];
      if (value === undefined) delete line[field.name];
      else line[field.name] = value;
      return body;
    },
  }));
}

/** Every invalid variant of `valid` the family's data schema implies. */
export function invalidCases(family: BillFamily, valid: BillBody, dictionaries: ReadonlyMap<string, readonly string[]>): InvalidCase[] {
  const cases: InvalidCase[] = [];
  for (const slot of [...headSlots(family, valid), ...lineSlots(family, valid)]) {
    const { field, path, prefix } = slot;
    const add = (kind: InvalidKind, value: unknown, message: string) => cases.push({ kind, path, body: slot.with(value), message: `${prefix}${message}` });
    if (field.required && field.schema.default === undefined) add('required', undefined, requiredText(field));
    const chosen = field.dictionary !== undefined || Array.isArray(field.schema.enum);
    if (field.type === 'string' && field.maxLength !== undefined && !chosen && field.format === undefined) {
      add('maxLength', tooLongText(field, slot.value), `${field.title}不能超过${field.maxLength}个字符`);
    }
    if (field.type !== 'string' && field.digits !== undefined) {
      const value = tooLongNumber(field, field.digits);
      if (value !== null) add('digits', value, `${field.title}不能超过${field.digits}位`);
    }
    if (field.dictionary !== undefined) {
      const value = unknownValue(field, new Set(dictionaries.get(field.dictionary) ?? []));
      if (value !== null) add('dictionary', value, `请选择有效的${field.title}`);
    }
  }
  return cases;
}
