// Value kinds (core/definition/value-kinds.ts, docs/kinds.md): a written x-valueKind must be one of
// the vocabulary, and every field must have a kind, written or derived (dictionary, format, a
// code/name pair, …No, number type), so that the demo seed never falls back to a guess. A field
// written in the shared file is reported once, there (`reported` is kept across families).
import { derivedValueKind, isSystemField, VALUE_KIND_KEYWORD, VALUE_KINDS, isValueKind, type DataSchema } from '#core/definition/index.ts';
import { fieldInfo, type ResolvedField } from './bill-fields.ts';
import type { Checked } from './checked-files.ts';
import { childPointer, pointerOf, type Problem } from './problem.ts';

const KIND_LIST = Object.keys(VALUE_KINDS).join('、');

function checkFields(fields: Map<string, ResolvedField>, base: string, header: boolean, file: string, reported: Set<string>, problems: Problem[]): void {
  const written = [...fields].filter(([name, resolved]) => resolved.field && !(header && isSystemField(name)));
  const infos = written.map(([name, resolved]) => fieldInfo(name, resolved.field!));
  for (const [index, info] of infos.entries()) {
    const resolved = written[index][1];
    const shared = resolved.file !== file;
    const where = shared ? { file: resolved.file, pointer: resolved.pointer } : { file, pointer: childPointer(base, info.name) };
    const kind = info.schema[VALUE_KIND_KEYWORD];
    let problem: Problem | null = null;
    if (kind !== undefined && !isValueKind(kind)) {
      const hint = typeof kind === 'string' ? Object.keys(VALUE_KINDS).find((known) => known.toLowerCase() === kind.toLowerCase()) : undefined;
      problem = {
        file: where.file,
        pointer: childPointer(where.pointer, VALUE_KIND_KEYWORD),
        message: `未知的取值种类 "${String(kind)}"${hint ? `（是否为 "${hint}"？）` : ''}；可用的种类：${KIND_LIST}（docs/kinds.md）`,
      };
    } else if (derivedValueKind(info, infos) === undefined) {
      problem = {
        ...where,
        message: `字段 ${info.name}（${info.title}）的取值种类无法从字典、格式或字段角色推出，请写 ${VALUE_KIND_KEYWORD}（种类见 docs/kinds.md）`,
      };
    }
    if (!problem) continue;
    const key = `${problem.file}#${problem.pointer}`;
    if (shared && reported.has(key)) continue;
    reported.add(key);
    problems.push(problem);
  }
}

/** `reported` remembers the shared fields already reported (by another family). */
export function checkValueKinds(
  data: Checked<DataSchema>,
  header: Map<string, ResolvedField>,
  lines: Map<string, ResolvedField> | undefined,
  reported: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  checkFields(header, pointerOf('properties'), true, data.file, reported, problems);
  if (lines) checkFields(lines, pointerOf('properties', 'lines', 'items', 'properties'), false, data.file, reported, problems);
  return problems;
}
