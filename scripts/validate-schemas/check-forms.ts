// The form definitions (schemas/forms, docs/forms.md) beyond their meta-schemas (checked with every
// definition file by check-definitions.ts): each form has its UI file and the fields the UI file
// and the rules name exist (core/forms builds it as the server does); and each form is checked
// against its field table in schemas/tables/forms — lengths, required flags, dictionaries and the
// spec's per-field required messages, word for word — by the same row checks as the bills; and
// what it names elsewhere (dictionaries, state lists, sections) exists (check-form-refs.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DefinitionError, type DataSchema } from '#core/definition/index.ts';
import { buildForm, engineFormRoute, isEngineForm, type FormDefinition } from '#core/forms/index.ts';
import { classifyMenuUri } from './routes.ts';
import { headerFields } from './bill-fields.ts';
import { checkTableRows } from './check-table-rows.ts';
import type { Checked } from './checked-files.ts';
import { dictionaryValues } from './check-bill-data.ts';
import { checkFormRefs } from './check-form-refs.ts';
import { loadCheckedFile } from './load-bills.ts';
import { childPointer, pointerOf, type Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';
import { keptRegistry } from './schema-registry.ts';
import type { FamilyFields } from './table-fields.ts';
import type { DictionaryFile, StatesFile } from './seed-types.ts';
import type { FieldTable, TableKind } from './table-types.ts';

export const FORMS_FOLDER = 'schemas/forms';
const BILLS_FOLDER = 'schemas/bills';
export const FORM_TABLES_FOLDER = 'schemas/tables/forms';
export const FORM_TABLE_META_SCHEMA = 'schemas/meta/form-table.schema.json';
const SCHEMA_SUFFIX = '.schema.json';
const FORM_META_SCHEMA_NAME = 'meta/form-data.schema.json';
const UI_SUFFIX = '.ui.json';
const TABLE_SUFFIX = '.table.json';

interface FormTableRow {
  field: string;
  kind: TableKind;
  maxLength?: number;
  required?: boolean;
  requiredMessage?: string;
  dictionary?: string;
  source: string;
  note?: string;
}

interface FormTable {
  form: string;
  source: string;
  rows: FormTableRow[];
}

function filesIn(root: string, folder: string, suffix: string): string[] {
  try {
    return readdirSync(join(root, folder))
      .filter((name) => name.endsWith(suffix) && !name.startsWith('_'))
      .sort((a, b) => a.localeCompare(b));
  } catch {
    return [];
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The list routes of schemas/bills (their UI files' `route`), which a records section's `list` may name. */
function listRoutes(root: string): Set<string> {
  const routes = new Set<string>();
  for (const name of filesIn(root, BILLS_FOLDER, UI_SUFFIX)) {
    const read = readJsonFile(root, `${BILLS_FOLDER}/${name}`);
    if (read.ok && isObject(read.value) && typeof read.value.route === 'string') routes.add(read.value.route);
  }
  return routes;
}

/** The form built as the server builds it; a missing UI file, an unknown field or a records list that is no list is a problem. */
function checkBuild(root: string, form: string, schema: unknown, routes: ReadonlySet<string>): { problems: Problem[]; built?: FormDefinition } {
  const uiFile = `${FORMS_FOLDER}/${form}${UI_SUFFIX}`;
  const ui = readJsonFile(root, uiFile);
  if (!ui.ok) return { problems: [{ file: uiFile, pointer: '', message: `表单 ${form} 缺少界面文件 ${uiFile}` }] };
  try {
    const built = buildForm(form, { [`${form}${SCHEMA_SUFFIX}`]: schema, [`${form}${UI_SUFFIX}`]: ui.value });
    const problems = built.ui.sections.flatMap((section, index) =>
      section.kind !== 'fields' && section.list !== undefined && !routes.has(section.list)
        ? [{ file: uiFile, pointer: `/sections/${index}/list`, message: `${BILLS_FOLDER} 中没有路由为 ${section.list} 的列表定义` }]
        : [],
    );
    return { problems, built };
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return { problems: [{ file: `${FORMS_FOLDER}/${error.file}`, pointer: error.pointer, message: error.problem }] };
  }
}

/** The spec's own required message, word for word (a row without one is not compared). */
function checkRequiredMessages(table: Checked<FormTable>, fields: FamilyFields): Problem[] {
  const problems: Problem[] = [];
  table.value.rows.forEach((row, index) => {
    const field = fields.head.get(row.field);
    if (row.requiredMessage === undefined || !field?.field) return;
    const written = field.field['x-requiredMessage'];
    if (written === row.requiredMessage) return;
    const has = written === undefined ? '没有 x-requiredMessage' : `x-requiredMessage 为 "${String(written)}"`;
    problems.push({
      file: fields.data.file,
      pointer: childPointer(pointerOf('properties', row.field), written === undefined ? '' : 'x-requiredMessage').replace(/\/$/, ''),
      message: `${has}，与字段表 ${table.file}#${pointerOf('rows', index)} 的提示语 "${row.requiredMessage}"（${row.source}）不符`,
    });
  });
  return problems;
}

function loadTables(root: string, problems: Problem[]): Map<string, Checked<FormTable>> {
  const registry = keptRegistry(root, 'draft-07', true, { strictRequired: false });
  const compiled = registry.compile(FORM_TABLE_META_SCHEMA);
  const validate = 'validate' in compiled ? compiled.validate : undefined;
  if (!validate) problems.push({ file: FORM_TABLE_META_SCHEMA, pointer: '', message: 'problem' in compiled ? compiled.problem : '无法编译' });
  const tables = new Map<string, Checked<FormTable>>();
  for (const name of filesIn(root, FORM_TABLES_FOLDER, TABLE_SUFFIX)) {
    const file = `${FORM_TABLES_FOLDER}/${name}`;
    const table = loadCheckedFile<FormTable>(root, file, FORM_TABLE_META_SCHEMA, validate, problems);
    const form = name.slice(0, -TABLE_SUFFIX.length);
    if (table && table.value.form !== form) problems.push({ file, pointer: '/form', message: `form "${table.value.form}" 应与文件名一致，为 "${form}"` });
    else if (table) tables.set(form, table);
  }
  return tables;
}

/** Seed files that passed their own checks; an absent one disables the checks against it. */
export interface FormSeedFiles {
  dictionaries?: DictionaryFile;
  states?: StatesFile;
}

/**
 * The menu pages the form engine serves (issue 25 point 1): the route `/form/{form}` of every form
 * whose UI file names no `servedBy`, so a menu node may point at a form an analyst added. A UI file
 * that does not parse adds nothing (its own problems say why).
 */
export function engineFormRoutes(root: string): string[] {
  return filesIn(root, FORMS_FOLDER, UI_SUFFIX).flatMap((name) => {
    const form = name.slice(0, -UI_SUFFIX.length);
    const read = readJsonFile(root, `${FORMS_FOLDER}/${name}`);
    if (!read.ok || !isObject(read.value) || read.value.servedBy !== undefined) return [];
    return read.value.route === engineFormRoute(form) ? [engineFormRoute(form)] : [];
  });
}

/**
 * Where an engine form's page is: `/form/{form}` (the client mounts the form page on every such
 * route), or a page of the spec whose screen-registry line mounts it (意见反馈 /feedback). Any other
 * route would be a menu entry without a page.
 */
function checkEngineRoute(form: FormDefinition, uiFile: string): Problem[] {
  const { route } = form.ui;
  if (!isEngineForm(form.ui) || route === engineFormRoute(form.id)) return [];
  const kind = classifyMenuUri(route).kind;
  if (kind === 'page' || kind === 'subRoute') return [];
  return [
    {
      file: uiFile,
      pointer: '/route',
      message: `表单引擎提供的表单，route 应为 "${engineFormRoute(form.id)}"（或规格中的页面路由；或写 servedBy 说明由哪个功能模块提供）`,
    },
  ];
}

export function checkForms(root: string, seeds: FormSeedFiles = {}): { problems: Problem[]; files: number } {
  const problems: Problem[] = [];
  const formSeeds = { dictionaries: seeds.dictionaries && dictionaryValues(seeds.dictionaries), states: seeds.states };
  const tables = loadTables(root, problems);
  const routes = listRoutes(root);
  const forms = filesIn(root, FORMS_FOLDER, SCHEMA_SUFFIX).map((name) => name.slice(0, -SCHEMA_SUFFIX.length));
  for (const form of tables.keys()) {
    if (!forms.includes(form))
      problems.push({ file: tables.get(form)!.file, pointer: '/form', message: `表单 "${form}" 没有定义：${FORMS_FOLDER}/${form}${SCHEMA_SUFFIX} 不存在` });
  }
  for (const form of forms) {
    const file = `${FORMS_FOLDER}/${form}${SCHEMA_SUFFIX}`;
    const read = readJsonFile(root, file);
    // Only files that declare the form meta-schema are forms; anything else in the folder is left
    // to check-definitions (its syntax and the schema it declares).
    if (!read.ok || !isObject(read.value) || !String(read.value.$schema ?? '').endsWith(FORM_META_SCHEMA_NAME) || !isObject(read.value.properties)) continue;
    const build = checkBuild(root, form, read.value, routes);
    problems.push(...build.problems);
    if (build.built) problems.push(...checkFormRefs(build.built, file, `${FORMS_FOLDER}/${form}${UI_SUFFIX}`, formSeeds));
    if (build.built) problems.push(...checkEngineRoute(build.built, `${FORMS_FOLDER}/${form}${UI_SUFFIX}`));
    const table = tables.get(form);
    if (!table) {
      problems.push({
        file,
        pointer: '',
        message: `缺少字段表 ${FORM_TABLES_FOLDER}/${form}${TABLE_SUFFIX}（规格给出的字段长度、必填与提示语，见 docs/forms.md）`,
      });
      continue;
    }
    const data: Checked<DataSchema> = { file, value: read.value as unknown as DataSchema };
    const fields: FamilyFields = { data, head: headerFields(data, 'missing') };
    const billTable: Checked<FieldTable> = {
      file: table.file,
      value: { family: form, source: table.value.source, rows: table.value.rows.map((row) => ({ part: 'head', ...row })) },
    };
    problems.push(...checkTableRows(billTable, fields), ...checkRequiredMessages(table, fields));
  }
  return { problems, files: forms.length * 2 + tables.size + 1 };
}
