// Every field a UI file names must be a field of its data schema or a system field: a typo would
// otherwise become an empty column, a filter the server's whitelist refuses, or a form key RJSF
// silently ignores.
import { fieldNamed, similarName, SYSTEM_FIELD_LIST, type ResolvedField } from './bill-fields.ts';
import type { UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { childPointer, pointerOf, ProblemList, type Problem } from './problem.ts';

interface FieldScope {
  names: Map<string, ResolvedField>;
  /** How the message names the place the field was looked for. */
  where: string;
  system: boolean;
}

function exists(name: string, scope: FieldScope): boolean {
  return scope.system ? fieldNamed(name, scope.names) !== undefined : scope.names.has(name);
}

function requireField(name: string, pointer: string, scope: FieldScope, problems: ProblemList): void {
  if (exists(name, scope)) return;
  const hint = similarName(name, scope.names.keys());
  const system = scope.system ? `，也不是系统字段（${SYSTEM_FIELD_LIST}）` : '';
  problems.add(pointer, `字段 "${name}" 不在${scope.where}中${system}${hint ? `（是否为 "${hint}"？）` : ''}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RJSF uiSchema of an object: keys not starting with "ui:" are fields; ui:order lists fields or "*". */
function checkUiSchemaObject(ui: Record<string, unknown>, pointer: string, scope: FieldScope, problems: ProblemList, lines?: FieldScope): void {
  for (const [key, value] of Object.entries(ui)) {
    const keyPointer = childPointer(pointer, key);
    if (key === 'ui:order') {
      if (!Array.isArray(value)) continue;
      value.forEach((entry, i) => {
        if (typeof entry === 'string' && entry !== '*') requireField(entry, childPointer(keyPointer, i), scope, problems);
      });
    } else if (key.startsWith('ui:')) {
      continue;
    } else if (key === 'lines' && lines) {
      checkLinesUiSchema(value, keyPointer, lines, problems);
    } else {
      requireField(key, keyPointer, scope, problems);
    }
  }
}

function checkLinesUiSchema(value: unknown, pointer: string, lines: FieldScope, problems: ProblemList): void {
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('ui:')) continue;
    if (key !== 'items') {
      problems.add(childPointer(pointer, key), `表体 lines 的 uiSchema 只能有 items 与 ui: 开头的键`);
    } else if (isRecord(child)) {
      checkUiSchemaObject(child, childPointer(pointer, 'items'), lines, problems);
    }
  }
}

export function checkBillUiFields(
  ui: Checked<UiDefinition>,
  dataFile: string,
  header: Map<string, ResolvedField>,
  lines: Map<string, ResolvedField> | undefined,
): Problem[] {
  const problems = new ProblemList(ui.file);
  const scope: FieldScope = { names: header, where: ` ${dataFile} 的表头 properties `, system: true };
  const lineScope = lines && { names: lines, where: ` ${dataFile} 的表体 lines.items.properties `, system: false };
  const { list, receipt, customsRules, form } = ui.value;
  list.columns.forEach((column, i) => requireField(column.field, pointerOf('list', 'columns', i, 'field'), scope, problems));
  (list.filters ?? []).forEach((filter, i) => requireField(filter.field, pointerOf('list', 'filters', i, 'field'), scope, problems));
  list.sortable.forEach((name, i) => requireField(name, pointerOf('list', 'sortable', i), scope, problems));
  requireField(list.defaultSort.field, pointerOf('list', 'defaultSort', 'field'), scope, problems);
  receipt?.keys.forEach((name, i) => requireField(name, pointerOf('receipt', 'keys', i), scope, problems));
  customsRules?.forEach((rule, i) => requireField(rule.field, pointerOf('customsRules', i, 'field'), scope, problems));
  if (form) checkUiSchemaObject(form, pointerOf('form'), scope, problems, lineScope);
  return problems.items;
}
