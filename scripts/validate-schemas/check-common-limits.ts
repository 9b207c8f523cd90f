// The common limits of schemas/tables/_common.table.json (platform-and-settlement.md §5.2 and the
// transmission fields of bill-families-and-screens.md §3.13) hold for every family that has the
// field, in its header or its lines. A field whose family table records specMaxLength took the
// official message's lower limit instead of the spec's; the spec's value is what must be allowed.
// A shared field is reported once, where it is written.
import type { ResolvedField } from './bill-fields.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { COMMON_TABLE } from './field-tables.ts';
import { childPointer, pointerOf, type Problem } from './problem.ts';
import { lengthKeyword, lengthOf, type FamilyFields } from './table-fields.ts';
import type { CommonLimit, CommonTable, FieldTable, TablePart } from './table-types.ts';

function applies(limit: CommonLimit, name: string, field: FieldSchema): boolean {
  return limit.fields ? limit.fields.includes(name) : limit.type === field.type;
}

function limitRef(limit: CommonLimit, index: number): string {
  return `（${limit.source}，${COMMON_TABLE}#${pointerOf('limits', index)}）`;
}

/** The spec's own length of a field capped to the official message's, when its table says so. */
function specLength(table: FieldTable | undefined, part: TablePart, name: string, actual: number | undefined): number | undefined {
  const row = table?.rows.find((r) => r.part === part && r.field === name);
  return row?.specMaxLength !== undefined && row.maxLength === actual ? row.specMaxLength : undefined;
}

function lengthProblem(limit: CommonLimit, index: number, field: FieldSchema, spec: number | undefined): string | undefined {
  const allowed = limit.maxLength;
  const actual = lengthOf(field);
  if (!allowed || [actual, spec].some((length) => length !== undefined && allowed.includes(length))) return undefined;
  const keyword = lengthKeyword(field);
  const has = actual === undefined ? `没有 ${keyword}` : `${keyword} 为 ${actual}`;
  return `${has}，通用限制「${limit.label}」为 ${allowed.join(' 或 ')}${limitRef(limit, index)}`;
}

function dictionaryProblem(limit: CommonLimit, index: number, field: FieldSchema): string | undefined {
  if (limit.dictionary === undefined) return undefined;
  const actual = field.type === 'string' ? field['x-dictionary'] : undefined;
  if (actual === limit.dictionary) return undefined;
  const has = actual === undefined ? '没有 x-dictionary' : `字典 "${actual}"`;
  return `${has}，通用限制「${limit.label}」要求字典 "${limit.dictionary}"${limitRef(limit, index)}`;
}

export function checkCommonLimits(common: Checked<CommonTable>, families: ReadonlyArray<{ fields: FamilyFields; table?: FieldTable }>): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const report = (resolved: ResolvedField, keyword: string, present: boolean, message: string): void => {
    const pointer = present ? childPointer(resolved.pointer, keyword) : resolved.pointer;
    const key = `${resolved.file}#${pointer}\u0000${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ file: resolved.file, pointer, message });
  };
  for (const { fields, table } of families) {
    const parts: Array<[TablePart, Map<string, ResolvedField> | undefined]> = [
      ['head', fields.head],
      ['lines', fields.lines],
    ];
    for (const [part, named] of parts) {
      for (const [name, resolved] of named ?? []) {
        const field = resolved.field;
        if (!field) continue;
        common.value.limits.forEach((limit, index) => {
          if (!applies(limit, name, field)) return;
          const actual = lengthOf(field);
          const length = lengthProblem(limit, index, field, specLength(table, part, name, actual));
          if (length) report(resolved, lengthKeyword(field), actual !== undefined, length);
          const dictionary = dictionaryProblem(limit, index, field);
          if (dictionary) report(resolved, 'x-dictionary', field.type === 'string' && field['x-dictionary'] !== undefined, dictionary);
        });
      }
    }
  }
  return problems;
}
