// Value relations (core/definition/value-relations.ts, docs/kinds.md): a field written in
// x-sumOf, x-sumOfLines or x-productOf must exist in its row (or, for x-sumOfLines, in the lines)
// and be a number of a numeric value kind; x-sumOfLines is a header keyword of a family with
// lines; a field states one relation; relations do not go round in a cycle. A field written in
// the shared file is reported once, there (`reported` is kept across families).
import {
  isSystemField,
  NUMERIC_VALUE_KINDS,
  PRODUCT_OF_KEYWORD,
  relationCycle,
  RELATION_KEYWORDS,
  relationOf,
  SUM_OF_KEYWORD,
  SUM_OF_LINES_KEYWORD,
  valueKindOf,
  type DataSchema,
  type FieldInfo,
} from '#core/definition/index.ts';
import { fieldInfo, similarName, type ResolvedField } from './bill-fields.ts';
import type { Checked } from './checked-files.ts';
import { childPointer, pointerOf, type Problem } from './problem.ts';

const HEADER = '表头';
const LINES = '表体';

interface Row {
  name: typeof HEADER | typeof LINES;
  infos: FieldInfo[];
  byName: Map<string, FieldInfo>;
  where: Map<string, { file: string; pointer: string; shared: boolean }>;
}

function rowOf(name: Row['name'], fields: Map<string, ResolvedField>, base: string, header: boolean, file: string): Row {
  const written = [...fields].filter(([field, resolved]) => resolved.field && !(header && isSystemField(field)));
  const infos = written.map(([field, resolved]) => fieldInfo(field, resolved.field!));
  const where = new Map(
    written.map(([field, resolved]) => {
      const shared = resolved.file !== file;
      return [field, shared ? { file: resolved.file, pointer: resolved.pointer, shared } : { file, pointer: childPointer(base, field), shared }];
    }),
  );
  return { name, infos, byName: new Map(infos.map((info) => [info.name, info])), where };
}

/** What is wrong with a field a relation reads; null when it is a number of a numeric kind. */
function referenceProblem(keyword: string, name: string, row: Row): string | null {
  const field = row.byName.get(name);
  if (!field) {
    const hint = similarName(name, row.byName.keys());
    return `${keyword} 引用的字段 ${name} 不在${row.name}中${hint ? `（是否为 ${hint}？）` : ''}`;
  }
  const kind = valueKindOf(field, row.infos);
  if (field.type === 'string' || !NUMERIC_VALUE_KINDS.includes(kind)) {
    return `${keyword} 引用的字段 ${name}（${field.title}）不是数值或金额字段（取值种类 ${kind}），不能相加或相乘`;
  }
  return null;
}

function checkRow(row: Row, lines: Row | undefined, reported: Set<string>, problems: Problem[]): void {
  const report = (field: string, keyword: string | null, message: string) => {
    const where = row.where.get(field)!;
    const problem = { file: where.file, pointer: keyword ? childPointer(where.pointer, keyword) : where.pointer, message };
    const key = `${problem.file}#${problem.pointer}`;
    if (where.shared && reported.has(key)) return;
    reported.add(key);
    problems.push(problem);
  };
  for (const field of row.infos) {
    const written = RELATION_KEYWORDS.filter((keyword) => field.schema[keyword] !== undefined);
    if (written.length === 0) continue;
    if (written.length > 1)
      report(field.name, null, `字段 ${field.name}（${field.title}）只能写 ${RELATION_KEYWORDS.join('、')} 之一，却写了 ${written.join('、')}`);
    const relation = relationOf(field.name, field.schema);
    if (!relation) continue;
    const keyword = relation.keyword;
    const own = (message: string) => report(field.name, keyword, message);
    if (relation.keyword === SUM_OF_LINES_KEYWORD) {
      if (row.name !== HEADER) own(`${keyword} 只能写在表头字段上（表体行没有下级行可加）`);
      else if (!lines) own(`${keyword}：本单证没有表体（lines），无行可加`);
      else {
        const problem = referenceProblem(keyword, relation.lineField, lines);
        if (problem) own(problem);
      }
      continue;
    }
    const names = relation.keyword === SUM_OF_KEYWORD ? relation.terms.map((term) => term.field) : relation.factors;
    if (names.includes(field.name)) own(`${keyword} 不能引用字段自身 ${field.name}`);
    if (relation.keyword === SUM_OF_KEYWORD && relation.terms[0]?.sign < 0) own(`${keyword} 的第一项须是加项（减项不超过第一项）：${relation.terms[0].field}`);
    for (const name of names) {
      if (name === field.name) continue;
      const problem = referenceProblem(keyword, name, row);
      if (problem) own(problem);
    }
    if (relation.keyword === PRODUCT_OF_KEYWORD && relation.factors.length < 2) own(`${keyword} 至少要两个字段`);
  }
  const cycle = relationCycle(row.infos);
  if (cycle) report(cycle[0], null, `${row.name}字段的取值关系形成循环：${cycle.join(' → ')}`);
}

/** `reported` remembers the shared fields already reported (by another family). */
export function checkValueRelations(
  data: Checked<DataSchema>,
  header: Map<string, ResolvedField>,
  lines: Map<string, ResolvedField> | undefined,
  reported: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  const headRow = rowOf(HEADER, header, pointerOf('properties'), true, data.file);
  const lineRow = lines && rowOf(LINES, lines, pointerOf('properties', 'lines', 'items', 'properties'), false, data.file);
  checkRow(headRow, lineRow, reported, problems);
  if (lineRow) checkRow(lineRow, undefined, reported, problems);
  return problems;
}
