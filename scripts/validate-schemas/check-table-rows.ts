// Each row of a family's field table against the family's data schema: the field exists in the
// part the row names, with the same kind, length, required flag and dictionary. A key the row
// leaves out is not compared (its source gives nothing). The field missing is reported in the
// table (the row names it); any other mismatch in the definition, which has to follow the spec.
import { similarName, type ResolvedField } from './bill-fields.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { childPointer, pointerOf, type Problem } from './problem.ts';
import {
  fieldOf,
  KIND_NAMES,
  kindOf,
  keywordPointer,
  lengthKeyword,
  lengthOf,
  PART_NAMES,
  requiredNames,
  requiredPointer,
  whereWritten,
  type FamilyFields,
} from './table-fields.ts';
import type { FieldTable, TableKind, TableRow } from './table-types.ts';

interface RowContext {
  table: Checked<FieldTable>;
  fields: FamilyFields;
  /** Problems in the definition and in the table, in row order. */
  definition: ProblemSink;
  tableProblems: ProblemSink;
}

interface ProblemSink {
  add(pointer: string, message: string): void;
}

function sink(file: string, problems: Problem[]): ProblemSink {
  return { add: (pointer, message) => problems.push({ file, pointer, message }) };
}

function rowRef(context: RowContext, index: number): string {
  return `字段表 ${context.table.file}#${pointerOf('rows', index)}`;
}

function whereLooked(context: RowContext, row: TableRow): string {
  const file = context.fields.data.file;
  return row.part === 'head' ? `${file} 的表头 properties` : `${file} 的表体 lines.items.properties`;
}

/** A date field is text too: "text" accepts it, "date" asks for the format. */
function kindMatches(row: TableKind, field: TableKind): boolean {
  return row === field || (row === 'text' && field === 'date');
}

function checkKind(context: RowContext, row: TableRow, index: number, field: FieldSchema, resolved: ResolvedField): boolean {
  const actual = kindOf(field);
  if (kindMatches(row.kind, actual)) return true;
  const pointer = keywordPointer(row.part, row.field, resolved, context.fields, row.kind === 'date' ? 'format' : 'type');
  const written = actual === 'date' ? `string（format ${field.type === 'string' ? field.format : ''}）` : field.type;
  context.definition.add(
    pointer,
    `${rowRef(context, index)} 记为${KIND_NAMES[row.kind]}字段（${row.source}），定义为 ${written}${whereWritten(resolved, context.fields, row.field)}`,
  );
  return false;
}

function checkLength(context: RowContext, row: TableRow, index: number, field: FieldSchema, resolved: ResolvedField): void {
  if (row.maxLength === undefined) return;
  const actual = lengthOf(field);
  if (actual === row.maxLength) return;
  const keyword = lengthKeyword(field);
  const pointer = keywordPointer(row.part, row.field, resolved, context.fields, keyword);
  const has = actual === undefined ? `没有 ${keyword}` : `${keyword} 为 ${actual}`;
  context.definition.add(
    pointer,
    `${has}，与${rowRef(context, index)} 的 ${row.maxLength}（${row.source}）不符${whereWritten(resolved, context.fields, row.field)}`,
  );
}

function checkRequired(context: RowContext, row: TableRow, index: number): void {
  if (row.required === undefined) return;
  const names = requiredNames(context.fields.data.value, row.part);
  const at = names.indexOf(row.field);
  if (row.required && at < 0) {
    context.definition.add(
      requiredPointer(row.part),
      `${rowRef(context, index)} 要求${PART_NAMES[row.part]}字段 "${row.field}" 必填（${row.source}），required 中没有`,
    );
  } else if (!row.required && at >= 0) {
    context.definition.add(
      childPointer(requiredPointer(row.part), at),
      `${rowRef(context, index)} 记${PART_NAMES[row.part]}字段 "${row.field}" 为非必填（${row.source}），required 中却有`,
    );
  }
}

function checkDictionary(context: RowContext, row: TableRow, index: number, field: FieldSchema, resolved: ResolvedField): void {
  if (row.dictionary === undefined) return;
  const actual = field.type === 'string' ? field['x-dictionary'] : undefined;
  if (actual === row.dictionary) return;
  const pointer = keywordPointer(row.part, row.field, resolved, context.fields, 'x-dictionary');
  const has = actual === undefined ? '没有 x-dictionary' : `字典 "${actual}"`;
  context.definition.add(
    pointer,
    `${has}，与${rowRef(context, index)} 的字典 "${row.dictionary}"（${row.source}）不符${whereWritten(resolved, context.fields, row.field)}`,
  );
}

function checkRow(context: RowContext, row: TableRow, index: number): void {
  const { fields } = context;
  if (row.part === 'lines' && !fields.lines) {
    context.tableProblems.add(pointerOf('rows', index, 'part'), `${fields.data.file} 没有表体 lines，表体字段 "${row.field}" 无处对应`);
    return;
  }
  const resolved = fieldOf(fields, row.part, row.field);
  if (!resolved) {
    const names = row.part === 'head' ? fields.head.keys() : (fields.lines?.keys() ?? []);
    const hint = similarName(row.field, names);
    context.tableProblems.add(
      pointerOf('rows', index, 'field'),
      `字段 "${row.field}" 不在 ${whereLooked(context, row)} 中${hint ? `（是否为 "${hint}"？）` : ''}`,
    );
    return;
  }
  checkRequired(context, row, index);
  // A shared reference that does not resolve is reported by the data-schema checks.
  if (!resolved.field) return;
  if (!checkKind(context, row, index, resolved.field, resolved)) return;
  checkLength(context, row, index, resolved.field, resolved);
  checkDictionary(context, row, index, resolved.field, resolved);
}

function checkDuplicates(table: Checked<FieldTable>, problems: ProblemSink): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  table.value.rows.forEach((row, index) => {
    const key = `${row.part}\u0000${row.field}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    duplicates.add(index);
    problems.add(pointerOf('rows', index), `${PART_NAMES[row.part]}字段 "${row.field}" 已在 #${pointerOf('rows', first)} 列出`);
  });
  return duplicates;
}

export function checkTableRows(table: Checked<FieldTable>, fields: FamilyFields): Problem[] {
  const problems: Problem[] = [];
  const context: RowContext = { table, fields, definition: sink(fields.data.file, problems), tableProblems: sink(table.file, problems) };
  const duplicates = checkDuplicates(table, context.tableProblems);
  table.value.rows.forEach((row, index) => {
    if (!duplicates.has(index)) checkRow(context, row, index);
  });
  return problems;
}
