// Value kinds (core/definition/value-kinds.ts, docs/kinds.md): a written x-valueKind must be one of
// the vocabulary, and every field must have a kind, written or derived (dictionary, format, a
// code/name pair, …No, number type), so that the demo seed never falls back to a guess.
import {
  derivedValueKind,
  isSystemField,
  VALUE_KIND_KEYWORD,
  VALUE_KINDS,
  isValueKind,
  type DataSchema,
  type FieldInfo,
  type FieldSchema,
} from '#core/definition/index.ts';
import type { ResolvedField } from './bill-fields.ts';
import type { Checked } from './checked-files.ts';
import { childPointer, pointerOf, ProblemList, type Problem } from './problem.ts';

const KIND_LIST = Object.keys(VALUE_KINDS).join('、');

function fieldInfo(name: string, schema: FieldSchema): FieldInfo {
  return {
    name,
    column: name,
    title: schema.title ?? name,
    type: schema.type === 'number' || schema.type === 'integer' ? schema.type : 'string',
    maxLength: schema.maxLength,
    digits: schema['x-maxLength'],
    dictionary: schema['x-dictionary'],
    format: schema.format,
    readOnly: schema.readOnly === true,
    required: false,
    system: false,
    schema,
  };
}

function checkFields(fields: Map<string, ResolvedField>, base: string, header: boolean, problems: ProblemList): void {
  const infos = [...fields].flatMap(([name, resolved]) => (resolved.field && !(header && isSystemField(name)) ? [fieldInfo(name, resolved.field)] : []));
  for (const info of infos) {
    const pointer = childPointer(base, info.name);
    const written = info.schema[VALUE_KIND_KEYWORD];
    if (written !== undefined && !isValueKind(written)) {
      const hint = typeof written === 'string' ? Object.keys(VALUE_KINDS).find((kind) => kind.toLowerCase() === written.toLowerCase()) : undefined;
      problems.add(
        childPointer(pointer, VALUE_KIND_KEYWORD),
        `未知的取值种类 "${String(written)}"${hint ? `（是否为 "${hint}"？）` : ''}；可用的种类：${KIND_LIST}（docs/kinds.md）`,
      );
    } else if (derivedValueKind(info, infos) === undefined) {
      problems.add(pointer, `字段 ${info.name}（${info.title}）的取值种类无法从字典、格式或字段角色推出，请写 ${VALUE_KIND_KEYWORD}（种类见 docs/kinds.md）`);
    }
  }
}

export function checkValueKinds(data: Checked<DataSchema>, header: Map<string, ResolvedField>, lines: Map<string, ResolvedField> | undefined): Problem[] {
  const problems = new ProblemList(data.file);
  checkFields(header, pointerOf('properties'), true, problems);
  if (lines) checkFields(lines, pointerOf('properties', 'lines', 'items', 'properties'), false, problems);
  return problems.items;
}
