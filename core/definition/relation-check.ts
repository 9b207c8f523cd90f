// Value relations (value-relations.ts) as rules: a bill whose numbers do not add up is refused,
// and the page computes what they give while the user types (docs/kinds.md "Value relations").
// - relationProblems: each field whose value differs from what its relation gives, in the words
//   users read: 总价（700）与数量×单价（800）不一致 (商品信息第2行：… on a line). A value matches
//   when it equals the exact result or that result rounded to the field's fraction digits
//   (qty 3 × price 0.333 may be written 0.999 or 1). A relation that reads a missing value says
//   nothing (a required field says so itself); a sum of lines is checked only when the lines are
//   given (a header-only save keeps the stored lines: declaring checks them).
// - lineRelationValues / headerRelationValues: the values the relations give, rounded to each
//   field's digits, for the fields whose inputs changed (a relation's result typed by hand is not
//   overwritten until one of its inputs changes).
// Values are read exactly: numbers as written, decimal text (PostgreSQL's numeric) digit for digit.
import { compareDecimals, decimalToText, isDecimalText, parseDecimal } from '../decimal-text.ts';
import { headerFields, lineFields, linesSchema, type FieldInfo } from './fields.ts';
import type { FieldProblem } from './messages.ts';
import { LINES_PROPERTY } from './system-fields.ts';
import type { DataSchema } from './types.ts';
import { valueKindOf } from './value-kinds.ts';
import {
  addDecimals,
  decimalOf,
  fieldFractionDigits,
  multiplyDecimals,
  numberOfDecimal,
  PRODUCT_OF_KEYWORD,
  relationsOf,
  roundDecimal,
  rowInputs,
  SUM_OF_LINES_KEYWORD,
  type Decimal,
  type ValueRelation,
} from './value-relations.ts';

type Row = Readonly<Record<string, unknown>>;

/** The relations of one family, found once per data schema. */
export interface FamilyRelations {
  head: ValueRelation[];
  line: ValueRelation[];
  headFields: Map<string, FieldInfo>;
  lineFields: Map<string, FieldInfo>;
  linesTitle: string;
  /** Fraction digits of each relation's result (its value kind's, within the field's). */
  digits: Map<ValueRelation, number>;
}

const cached = new WeakMap<DataSchema, FamilyRelations>();

export function familyRelations(schema: DataSchema): FamilyRelations {
  let relations = cached.get(schema);
  if (relations) return relations;
  const head = headerFields(schema).filter((field) => !field.system);
  const lines = lineFields(schema);
  const digits = new Map<ValueRelation, number>();
  const ordered = (fields: FieldInfo[]) =>
    relationsOf(fields).filter((relation) => {
      const field = fields.find((candidate) => candidate.name === relation.field);
      if (field) digits.set(relation, fieldFractionDigits(field, valueKindOf(field, fields)));
      return field !== undefined;
    });
  relations = {
    head: ordered(head),
    line: ordered(lines),
    headFields: new Map(head.map((field) => [field.name, field])),
    lineFields: new Map(lines.map((field) => [field.name, field])),
    linesTitle: linesSchema(schema)?.title ?? '表体',
    digits,
  };
  cached.set(schema, relations);
  return relations;
}

export function hasRelations(schema: DataSchema): boolean {
  const relations = familyRelations(schema);
  return relations.head.length > 0 || relations.line.length > 0;
}

/** A value as an exact decimal: a finite number as written, or plain decimal text; else null. */
export function decimalValue(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalOf(value) : null;
  if (typeof value === 'string' && isDecimalText(value.trim())) return parseDecimal(value.trim());
  return null;
}

/** The exact result of a relation (not rounded); null when a value it reads is missing, or there is no line. */
export function exactRelationValue(relation: ValueRelation, row: Row, lines: readonly Row[]): Decimal | null {
  const read = (values: readonly unknown[]): Decimal[] | null => {
    const decimals = values.map(decimalValue);
    return decimals.every((value): value is Decimal => value !== null) ? decimals : null;
  };
  if (relation.keyword === SUM_OF_LINES_KEYWORD) {
    const values = lines.length > 0 ? read(lines.map((line) => line[relation.lineField])) : null;
    return values && addDecimals(values);
  }
  if (relation.keyword === PRODUCT_OF_KEYWORD) {
    const values = read(relation.factors.map((name) => row[name]));
    return values && multiplyDecimals(values);
  }
  const values = read(relation.terms.map((term) => row[term.field]));
  return values && addDecimals(values.map((value, index) => (relation.terms[index].sign < 0 ? { ...value, digits: -value.digits } : value)));
}

/** How a relation reads to a user: 数量×单价, 商品价格+运杂费-非现金抵扣金额, 各行总价之和. */
export function relationText(relation: ValueRelation, relations: FamilyRelations): string {
  const fields = relations.line.includes(relation) ? relations.lineFields : relations.headFields;
  const title = (name: string) => fields.get(name)?.title ?? name;
  if (relation.keyword === SUM_OF_LINES_KEYWORD) return `各行${relations.lineFields.get(relation.lineField)?.title ?? relation.lineField}之和`;
  if (relation.keyword === PRODUCT_OF_KEYWORD) return relation.factors.map(title).join('×');
  return relation.terms.map((term, index) => `${term.sign < 0 ? '-' : index > 0 ? '+' : ''}${title(term.field)}`).join('');
}

/** The sentence of a value that differs from its relation's: 总价（700）与数量×单价（800）不一致. */
export function mismatchText(title: string, actual: Decimal, expression: string, expected: Decimal): string {
  return `${title}（${decimalToText(actual)}）与${expression}（${decimalToText(expected)}）不一致`;
}

/** The problem of one relation on a row, or null when its value matches (or something it reads is missing). */
function rowProblem(relation: ValueRelation, relations: FamilyRelations, row: Row, lines: readonly Row[], fields: Map<string, FieldInfo>): string | null {
  const actual = decimalValue(row[relation.field]);
  const exact = actual && exactRelationValue(relation, row, lines);
  if (!actual || !exact) return null;
  const rounded = roundDecimal(exact, relations.digits.get(relation) ?? 2);
  if (compareDecimals(actual, exact) === 0 || compareDecimals(actual, rounded) === 0) return null;
  return mismatchText(fields.get(relation.field)?.title ?? relation.field, actual, relationText(relation, relations), rounded);
}

/** The values of the line at `index` (zero-based) that differ from what their relations give. */
export function lineRelationProblems(schema: DataSchema, line: Row, index: number): FieldProblem[] {
  const relations = familyRelations(schema);
  const problems: FieldProblem[] = [];
  for (const relation of relations.line) {
    const text = rowProblem(relation, relations, line, [], relations.lineFields);
    if (!text) continue;
    const title = relations.lineFields.get(relation.field)?.title ?? relation.field;
    const path = `${LINES_PROPERTY}.${index}.${relation.field}`;
    problems.push({ path, field: relation.field, title, message: `${relations.linesTitle}第${index + 1}行：${text}`, text, line: index });
  }
  return problems;
}

/**
 * Every value of the bill that differs from what its relation gives: each line's, then the
 * header's. `lines` undefined: a header-only save, whose sums of lines are not checked.
 */
export function relationProblems(schema: DataSchema, header: Row, lines: readonly Row[] | undefined): FieldProblem[] {
  const relations = familyRelations(schema);
  const problems = (lines ?? []).flatMap((line, index) => lineRelationProblems(schema, line, index));
  for (const relation of relations.head) {
    if (relation.keyword === SUM_OF_LINES_KEYWORD && lines === undefined) continue;
    const text = rowProblem(relation, relations, header, lines ?? [], relations.headFields);
    if (text)
      problems.push({
        path: relation.field,
        field: relation.field,
        title: relations.headFields.get(relation.field)?.title ?? relation.field,
        message: text,
        text,
      });
  }
  return problems;
}

/**
 * The values of `relations` (in order) whose inputs include a changed field, each rounded to
 * its field's digits, where they differ from the row's; a computed value counts as changed for
 * the relations after it.
 */
function relatedValues(
  relations: readonly ValueRelation[],
  digits: Map<ValueRelation, number>,
  row: Row,
  lines: readonly Row[],
  changed: (relation: ValueRelation, changedFields: ReadonlySet<string>) => boolean,
): Record<string, number> {
  const working: Record<string, unknown> = { ...row };
  const changedFields = new Set<string>();
  const out: Record<string, number> = {};
  for (const relation of relations) {
    if (!changed(relation, changedFields)) continue;
    const exact = exactRelationValue(relation, working, lines);
    if (!exact) continue;
    const rounded = roundDecimal(exact, digits.get(relation) ?? 2);
    const actual = decimalValue(working[relation.field]);
    if (actual && (compareDecimals(actual, rounded) === 0 || compareDecimals(actual, exact) === 0)) continue;
    const value = numberOfDecimal(rounded);
    working[relation.field] = value;
    out[relation.field] = value;
    changedFields.add(relation.field);
  }
  return out;
}

function readsChanged(relation: ValueRelation, changed: ReadonlySet<string>): boolean {
  return rowInputs(relation).some((input) => changed.has(input));
}

/** What the line's relations give now that `changed` (a field of the line) was edited. */
export function lineRelationValues(schema: DataSchema, line: Row, changed: readonly string[]): Record<string, number> {
  const relations = familyRelations(schema);
  const edited = new Set(changed);
  return relatedValues(relations.line, relations.digits, line, [], (relation, computed) => readsChanged(relation, edited) || readsChanged(relation, computed));
}

/**
 * What the header's relations give: after a change of the lines (`changed` null: the sums of
 * lines, and what reads them), or of header fields.
 */
export function headerRelationValues(schema: DataSchema, header: Row, lines: readonly Row[], changed: readonly string[] | null): Record<string, number> {
  const relations = familyRelations(schema);
  const edited = new Set(changed ?? []);
  return relatedValues(relations.head, relations.digits, header, lines, (relation, computed) =>
    changed === null && relation.keyword === SUM_OF_LINES_KEYWORD ? true : readsChanged(relation, edited) || readsChanged(relation, computed),
  );
}
