// A family's mapping to its customs message (the field table's "message", docs/customs-messages/
// mapping.md) against the official XSD: the plan the server builds messages from must exist —
// the root holds the head and lines elements, every required element is fed by a field, a
// constant or a derivation, every "values" entry names an element of the message — and each
// value must fit its element: a number field feeds a decimal or int element (an int one only
// from an integer field), a text field a string element; a date field an element of 8, 14 or 17
// characters; every value of the field's code list (enum, else dictionary) has the element's
// length and, where the XSD fixes the element, is that value; a constant and a derivation fit
// likewise. Lengths of fields with a table row are compared by check-official-limits.ts; here
// only those of fields without one or fed through "values".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldSchema } from '#core/definition/index.ts';
import { planMessage, plannedElements, type MessagePlan, type PlannedSimple } from '../../server/customs/message/message-plan.ts';
import type { MappingField, MessageMapping } from '../../server/customs/message/mapping-types.ts';
import { isNumericType, timeWidth } from '../../server/customs/message/message-values.ts';
import { parseXsd, type XsdModel, type XsdSimpleType } from '../../server/customs/message/xsd-model.ts';
import { SYSTEM_FIELDS } from './bill-fields.ts';
import { checkInbound } from './check-inbound.ts';
import type { DictionaryValues } from './check-bill-data.ts';
import type { Checked } from './checked-files.ts';
import { pointerOf, type Problem } from './problem.ts';
import { fieldOf, keywordPointer, kindOf, lengthOf, propertyPointer, whereWritten, type FamilyFields } from './table-fields.ts';
import type { FieldTable, TablePart } from './table-types.ts';

const TIME_LENGTHS = [8, 14, 17];
const GUID_LENGTH = 36;

/** "string length=1", "decimal totalDigits=19 fractionDigits=5", as the field dumps write types. */
export function typeText(type: XsdSimpleType): string {
  const facets = Object.entries(type.facets).map(([name, value]) => `${name}=${value}`);
  return [type.base, ...facets].join(' ');
}

/** Why a text does not fit the element, or undefined when it fits. */
function misfit(value: string, type: XsdSimpleType, fixed: string | undefined): string | undefined {
  if (fixed !== undefined && value !== fixed) return `元素固定为 "${fixed}"`;
  if (isNumericType(type)) {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return '不是数值';
    if (type.base !== 'decimal' && value.includes('.')) return '不是整数';
    return undefined;
  }
  const { length, minLength, maxLength } = type.facets;
  const size = [...value].length;
  if (length !== undefined && size !== length) return `长度应为 ${length}`;
  if (minLength !== undefined && size < minLength) return `长度至少 ${minLength}`;
  if (maxLength !== undefined && size > maxLength) return `长度至多 ${maxLength}`;
  return undefined;
}

interface Context {
  table: Checked<FieldTable>;
  fields: FamilyFields;
  dictionaries?: DictionaryValues;
  label: string;
  problems: Problem[];
}

function mappingFields(fields: FamilyFields, part: TablePart): MappingField[] {
  const own = part === 'head' ? fields.head : fields.lines;
  if (!own) return [];
  const names = [...own.keys()];
  // System fields belong to every header, written in the family or not.
  if (part === 'head') names.push(...Object.keys(SYSTEM_FIELDS).filter((name) => !own.has(name)));
  // A field whose $ref does not resolve is still the field of its name (its problem is reported
  // where it is written): it feeds its element all the same.
  return names.map((name): MappingField => {
    const field = fieldOf(fields, part, name)?.field;
    const kind = field ? kindOf(field) : 'text';
    return { name, form: kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text' };
  });
}

/**
 * The values a field can take: its enum, else its dictionary's; undefined when it is free text,
 * 'unknown' when its dictionary cannot be read (the dictionaries' own problems say why).
 */
function codeList(field: FieldSchema, dictionaries: DictionaryValues | undefined): { values: string[]; keyword: string } | 'unknown' | undefined {
  if (field.type === 'string' && Array.isArray(field.enum)) return { values: field.enum.map(String), keyword: 'enum' };
  const code = field.type === 'string' ? field['x-dictionary'] : undefined;
  if (code === undefined) return undefined;
  const values = dictionaries?.get(code);
  return values ? { values: [...values], keyword: 'x-dictionary' } : 'unknown';
}

function elementLabel(context: Context, node: PlannedSimple): string {
  const type = node.particle.element.type!;
  return `${context.label} ${node.parent}.${node.particle.element.name}（${typeText(type)}${node.particle.element.fixed === undefined ? '' : ` fixed=${node.particle.element.fixed}`}）`;
}

function hasRow(table: FieldTable, part: TablePart, name: string): boolean {
  return table.rows.some((row) => row.part === part && row.field === name);
}

function checkFieldType(node: PlannedSimple, field: FieldSchema): string | undefined {
  const type = node.particle.element.type!;
  const kind = kindOf(field);
  if (isNumericType(type)) {
    if (kind !== 'number') return `是${kind === 'date' ? '日期' : '文本'}，报文元素是数值`;
    // Fraction digits are bounded by a definition only where it writes multipleOf; elsewhere a
    // value with more than the element keeps is refused by the XSD validation at declare time.
    return type.base !== 'decimal' && field.type !== 'integer' ? '可以有小数（type number），报文元素只收整数：改为 integer' : undefined;
  }
  if (kind === 'date') {
    const { length, maxLength } = type.facets;
    const fits = length !== undefined ? TIME_LENGTHS.includes(length) : maxLength === undefined || maxLength >= timeWidth(type);
    return fits ? undefined : `是日期，报文元素不是 8、14 或 17 位的时间`;
  }
  return undefined;
}

function checkFieldLength(context: Context, node: PlannedSimple, part: TablePart, name: string, field: FieldSchema, via: string): string | undefined {
  // A row's length is compared with the element by check-official-limits.ts.
  if (via !== 'values' && hasRow(context.table.value, part, name)) return undefined;
  const limit = node.particle.element.type!.facets.maxLength ?? node.particle.element.type!.facets.length;
  if (limit === undefined || kindOf(field) !== 'text' || codeList(field, context.dictionaries)) return undefined;
  const allowed = lengthOf(field);
  if (allowed === undefined || allowed > limit) {
    return allowed === undefined ? `没有长度限制，报文元素只允许 ${limit} 个字符` : `允许 ${allowed} 个字符，报文元素只允许 ${limit} 个`;
  }
  // An element of a fixed length (预录入编号 18 位) or a least one: a shorter value saves but cannot be declared.
  const { length, minLength } = node.particle.element.type!.facets;
  const least = length ?? minLength;
  if (least !== undefined && least > 1 && field.type === 'string' && (field.minLength ?? 0) < least) {
    return `可以少于 ${least} 个字符，报文元素要求${length !== undefined ? '正好' : '至少'} ${least} 个：字段应写 "minLength": ${least}`;
  }
  return undefined;
}

function checkCodeList(context: Context, node: PlannedSimple, part: TablePart, name: string, field: FieldSchema): void {
  const list = codeList(field, context.dictionaries);
  if (list === 'unknown') return;
  const resolved = fieldOf(context.fields, part, name)!;
  const where = whereWritten(resolved, context.fields, name);
  const fixed = node.particle.element.fixed;
  if (!list) {
    if (fixed === undefined) return;
    context.problems.push({
      file: context.fields.data.file,
      pointer: propertyPointer(part, name, resolved),
      message: `字段 ${name} 为 ${elementLabel(context, node)} 取值，该元素固定为 "${fixed}"：字段应限定 "enum": ["${fixed}"]${where}`,
    });
    return;
  }
  const source = list.keyword === 'enum' ? '可选值' : `字典 ${field.type === 'string' ? field['x-dictionary'] : ''} 的值`;
  const pointer = keywordPointer(part, name, resolved, context.fields, list.keyword);
  if (fixed !== undefined) {
    const others = list.values.filter((value) => value !== fixed);
    if (others.length === 0) return;
    const message = `字段 ${name} 的${source}有 ${others.map((value) => `"${value}"`).join('、')}，${elementLabel(context, node)} 只收 "${fixed}"：字段应限定 "enum": ["${fixed}"]${where}`;
    context.problems.push({ file: context.fields.data.file, pointer, message });
    return;
  }
  const wrong = list.values.flatMap((value) => {
    const why = misfit(value, node.particle.element.type!, undefined);
    return why === undefined ? [] : [`"${value}"（${why}）`];
  });
  if (wrong.length === 0) return;
  context.problems.push({
    file: context.fields.data.file,
    pointer,
    message: `字段 ${name} 的${source} ${wrong.join('、')} 不合 ${elementLabel(context, node)}${where}`,
  });
}

function checkField(context: Context, node: PlannedSimple): void {
  if (node.source?.kind !== 'field') return;
  const { part, field: mapped, via } = node.source;
  const resolved = fieldOf(context.fields, part, mapped.name);
  const field = resolved?.field;
  if (!resolved || !field) return;
  const where = whereWritten(resolved, context.fields, mapped.name);
  const problem = checkFieldType(node, field) ?? checkFieldLength(context, node, part, mapped.name, field, via);
  if (problem !== undefined) {
    context.problems.push({
      file: context.fields.data.file,
      pointer: propertyPointer(part, mapped.name, resolved),
      message: `字段 ${mapped.name} ${problem}：它为 ${elementLabel(context, node)} 取值${where}`,
    });
    return;
  }
  checkCodeList(context, node, part, mapped.name, field);
}

function derivationMisfit(derive: string, type: XsdSimpleType): string | undefined {
  const { length, maxLength } = type.facets;
  if (derive === 'position') return isNumericType(type) || maxLength === undefined || maxLength >= 1 ? undefined : '不能写序号';
  if (isNumericType(type)) return '是数值元素';
  if (derive === 'guid')
    return (length ?? maxLength ?? GUID_LENGTH) >= GUID_LENGTH && (length === undefined || length === GUID_LENGTH)
      ? undefined
      : `写不下 ${GUID_LENGTH} 位 guid`;
  const fits = length !== undefined ? TIME_LENGTHS.includes(length) : maxLength === undefined || maxLength >= 14;
  return fits ? undefined : '不是 8、14 或 17 位的时间';
}

function checkValue(context: Context, node: PlannedSimple): void {
  const source = node.source;
  const at = pointerOf('message', 'values', node.parent, node.particle.element.name);
  if (source?.kind === 'constant') {
    const why = misfit(source.value, node.particle.element.type!, node.particle.element.fixed);
    if (why !== undefined) {
      context.problems.push({
        file: context.table.file,
        pointer: `${at}/constant`,
        message: `常量 "${source.value}" 不合 ${elementLabel(context, node)}：${why}`,
      });
    }
  } else if (source?.kind === 'derive') {
    const why = derivationMisfit(source.derive, node.particle.element.type!);
    if (why !== undefined) {
      context.problems.push({
        file: context.table.file,
        pointer: `${at}/derive`,
        message: `推导 ${source.derive} 不合 ${elementLabel(context, node)}：${why}`,
      });
    }
  }
}

/** The plan of a table's message, with its problems reported in the table. */
export function planOfTable(table: Checked<FieldTable>, fields: FamilyFields, model: XsdModel, problems: Problem[]): MessagePlan | undefined {
  const mapping = table.value.message as MessageMapping;
  const planned = planMessage(model, {
    mapping,
    rows: table.value.rows,
    headFields: mappingFields(fields, 'head'),
    lineFields: fields.lines ? mappingFields(fields, 'lines') : undefined,
  });
  problems.push(...planned.problems.map((problem) => ({ file: table.file, pointer: problem.pointer, message: problem.message })));
  return planned.plan;
}

export function checkMessageMapping(table: Checked<FieldTable>, fields: FamilyFields, model: XsdModel, dictionaries?: DictionaryValues): Problem[] {
  const problems: Problem[] = [];
  if (!table.value.message) return problems;
  const plan = planOfTable(table, fields, model, problems);
  if (!plan) return problems;
  const context: Context = { table, fields, dictionaries, label: table.value.message.root.replace(/Message$/, ''), problems };
  for (const node of plannedElements(plan)) {
    if (!node.particle.element.type) continue;
    checkField(context, node);
    checkValue(context, node);
  }
  checkInbound(table, fields, plan, problems);
  return problems;
}

/** Business XSDs parsed in this process, by their text (a model is only read, never changed). */
const parsedXsds = new Map<string, XsdModel>();
const KEPT_XSDS = 8;

function parsedXsd(text: string): XsdModel {
  let model = parsedXsds.get(text);
  if (!model) {
    model = parseXsd(text);
    if (parsedXsds.size >= KEPT_XSDS) parsedXsds.delete(parsedXsds.keys().next().value as string);
    parsedXsds.set(text, model);
  }
  return model;
}

/**
 * The mapping check of a validate-schemas run: the business XSDs of the reference folder parsed
 * once, on first use (and kept by text for the next run in the process); a family is not checked
 * when its side's XSD is absent.
 */
export function messageMappingChecker(
  referenceFolder: string,
  dictionaries?: DictionaryValues,
): (table: Checked<FieldTable>, fields: FamilyFields) => Problem[] {
  const models = new Map<string, XsdModel | null>();
  const modelOf = (side: string): XsdModel | null => {
    if (!models.has(side)) {
      const path = join(referenceFolder, 'xsd', `${side}-business-node-202205.xsd`);
      models.set(side, existsSync(path) ? parsedXsd(readFileSync(path, 'utf8')) : null);
    }
    return models.get(side)!;
  };
  return (table, fields) => {
    const model = table.value.message && modelOf(table.value.message.file);
    return model ? checkMessageMapping(table, fields, model, dictionaries) : [];
  };
}
