// Cross checks of the list and the customs rules that depend on field types: a range filter needs
// an ordered field (date or number), a text search needs text, the default page size must be one
// the page offers, and the default sort must be one the server's sort whitelist accepts.
import { fieldNamed, type ResolvedField } from './bill-fields.ts';
import type { CustomsRule, FieldSchema, UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import type { DictionaryValues } from './check-bill-data.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import { SEED_FILES } from './seed-files.ts';

type Filter = NonNullable<UiDefinition['list']['filters']>[number];

function isDate(field: FieldSchema): boolean {
  return field.type === 'string' && field.format !== undefined;
}

function isNumber(field: FieldSchema): boolean {
  return field.type === 'number' || field.type === 'integer';
}

function describeType(field: FieldSchema): string {
  if (isNumber(field)) return '数值字段';
  return isDate(field) ? '日期字段' : '文本字段';
}

const ORDERED_OPS = new Set(['btw', 'lte', 'gte', 'lt', 'gt']);

function checkFilter(
  filter: Filter,
  i: number,
  header: Map<string, ResolvedField> | undefined,
  dictionaries: DictionaryValues | undefined,
  problems: ProblemList,
): void {
  const field = header && fieldNamed(filter.field, header)?.field;
  if (field) {
    if (ORDERED_OPS.has(filter.op) && !isDate(field) && !isNumber(field)) {
      problems.add(
        pointerOf('list', 'filters', i, 'op'),
        `${filter.op} 条件只能用于日期（format date/date-time）或数值字段，"${filter.field}" 是${describeType(field)}`,
      );
    }
    if (filter.op === 'like' && (field.type !== 'string' || isDate(field))) {
      problems.add(pointerOf('list', 'filters', i, 'op'), `like 条件只能用于文本字段，"${filter.field}" 是${describeType(field)}`);
    }
    if (filter.defaultWindow !== undefined && (filter.op !== 'btw' || !isDate(field))) {
      problems.add(pointerOf('list', 'filters', i, 'defaultWindow'), 'defaultWindow 只用于日期字段的 btw 条件');
    }
  }
  if (filter.dictionary !== undefined && dictionaries && !dictionaries.has(filter.dictionary)) {
    problems.add(pointerOf('list', 'filters', i, 'dictionary'), `字典 "${filter.dictionary}" 不在 ${SEED_FILES.dictionaries.file} 中`);
  }
}

function checkCustomsRule(rule: CustomsRule, i: number, header: Map<string, ResolvedField>, problems: ProblemList): void {
  const field = fieldNamed(rule.field, header)?.field;
  if (!field) return;
  const pointer = pointerOf('customsRules', i, 'value');
  if (isNumber(field) && typeof rule.value !== 'number') {
    problems.add(pointer, `"${rule.field}" 是数值字段，value 应为数字`);
  } else if (!isNumber(field) && typeof rule.value !== 'string') {
    problems.add(pointer, `"${rule.field}" 是${describeType(field)}，value 应为字符串`);
  }
  if (ORDERED_OPS.has(rule.op) && !isDate(field) && !isNumber(field)) {
    problems.add(pointerOf('customsRules', i, 'op'), `${rule.op} 只能比较日期或数值字段，"${rule.field}" 是文本字段`);
  }
}

/** `header` is undefined when the data schema is unusable; the checks that need field types are then skipped. */
export function checkBillList(
  ui: Checked<UiDefinition>,
  header: Map<string, ResolvedField> | undefined,
  dictionaries: DictionaryValues | undefined,
): Problem[] {
  const problems = new ProblemList(ui.file);
  const { list, customsRules } = ui.value;
  (list.filters ?? []).forEach((filter, i) => checkFilter(filter, i, header, dictionaries, problems));
  if (!list.pageSizes.includes(list.pageSize)) {
    problems.add(pointerOf('list', 'pageSize'), `pageSize ${list.pageSize} 应为 pageSizes 之一：${list.pageSizes.join('、')}`);
  }
  if (!list.sortable.includes(list.defaultSort.field)) {
    problems.add(pointerOf('list', 'defaultSort', 'field'), `默认排序字段 "${list.defaultSort.field}" 应在 sortable 中（服务端只按 sortable 中的字段排序）`);
  }
  if (header) customsRules?.forEach((rule, i) => checkCustomsRule(rule, i, header, problems));
  return problems.items;
}
