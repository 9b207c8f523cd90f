// Builds the forms of a definition folder from its parsed files (name → JSON): every
// `{form}.schema.json` with its `{form}.ui.json`. The checks are the ones the engine cannot work
// without; scripts/validate-schemas.ts checks the rest (meta-schemas, field tables) with pointers.
import { DefinitionError } from '../definition/errors.ts';
import type { ParsedFiles } from '../definition/resolve-refs.ts';
import { checkEngineForm } from './engine-rules.ts';
import { isNewRecordForm, type CheckGroup, type FieldCell, type FormDataSchema, type FormDefinition, type FormSection, type FormUi } from './types.ts';

const SCHEMA_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';
const DEFAULT_COLUMNS = 3;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function cellOf(cell: unknown): FieldCell {
  return typeof cell === 'string' ? { field: cell } : (cell as FieldCell);
}

function sectionOf(written: Record<string, unknown>): FormSection {
  const kind = written.kind ?? 'fields';
  const title = String(written.title);
  if (kind === 'fields') {
    const columns = written.columns === 2 || written.columns === 4 ? written.columns : DEFAULT_COLUMNS;
    const fields = Array.isArray(written.fields) ? written.fields.map(cellOf) : [];
    const checkGroups = Array.isArray(written.checkGroups) ? (written.checkGroups as CheckGroup[]) : [];
    return { kind: 'fields', title, columns, fields, stateTag: written.stateTag === true, checkGroups };
  }
  return {
    kind: kind as 'records' | 'attachments',
    title,
    field: String(written.field),
    columns: Array.isArray(written.columns) ? (written.columns as string[]) : [],
    ...(typeof written.list === 'string' ? { list: written.list } : {}),
    ...(typeof written.hint === 'string' ? { hint: written.hint } : {}),
    ...(isObject(written.upload) ? { upload: written.upload as never } : {}),
  };
}

/** Every field the sections and rules name, with the pointer that names it. */
export function namedFields(schema: FormDataSchema, ui: FormUi): Array<[string, string]> {
  const named: Array<[string, string]> = [];
  ui.sections.forEach((section, index) => {
    if (section.kind === 'fields') {
      section.fields.forEach((cell, at) => named.push([cell.field, `/sections/${index}/fields/${at}`]));
      section.checkGroups.forEach((group, g) => group.fields.forEach((field, at) => named.push([field, `/sections/${index}/checkGroups/${g}/fields/${at}`])));
    } else named.push([section.field, `/sections/${index}/field`]);
  });
  if (ui.state) {
    named.push([ui.state.field, '/state/field']);
    if (ui.state.label) named.push([ui.state.label, '/state/label']);
    (ui.state.identityFields ?? []).forEach((field, at) => named.push([field, `/state/identityFields/${at}`]));
    (ui.state.uniqueIdentityFields ?? []).forEach((field, at) => named.push([field, `/state/uniqueIdentityFields/${at}`]));
  }
  for (const [index, rule] of (schema['x-atLeastOne'] ?? []).entries()) rule.fields.forEach((field, at) => named.push([field, `#x-atLeastOne/${index}/${at}`]));
  return named;
}

/** Identity fields are written by the user (a read-only field is never stored), unique ones are identity fields. */
function checkIdentityFields(uiFile: string, data: FormDataSchema, ui: FormUi): void {
  const identity = ui.state?.identityFields ?? [];
  identity.forEach((name, at) => {
    if (data.properties[name]?.readOnly === true) throw new DefinitionError(uiFile, `/state/identityFields/${at}`, `身份字段 ${name} 不能是只读字段`);
  });
  (ui.state?.uniqueIdentityFields ?? []).forEach((name, at) => {
    if (!identity.includes(name)) throw new DefinitionError(uiFile, `/state/uniqueIdentityFields/${at}`, `字段 ${name} 不在 identityFields 中`);
  });
}

export function buildForm(id: string, files: ParsedFiles): FormDefinition {
  const schemaFile = `${id}${SCHEMA_SUFFIX}`;
  const uiFile = `${id}${UI_SUFFIX}`;
  const schema = files[schemaFile];
  const written = files[uiFile];
  if (!isObject(schema) || !isObject(schema.properties)) throw new DefinitionError(schemaFile, '/properties', '缺少 properties');
  if (schema.$id !== id) throw new DefinitionError(schemaFile, '/$id', `$id 应为 "${id}"`);
  if (!isObject(written)) throw new DefinitionError(uiFile, '', '缺少界面文件');
  if (written.form !== id) throw new DefinitionError(uiFile, '/form', `form 应为 "${id}"`);
  if (!Array.isArray(written.sections)) throw new DefinitionError(uiFile, '/sections', '缺少 sections');
  const writtenUi = written as unknown as FormUi;
  const ui: FormUi = {
    ...writtenUi,
    // A new-record form loads nothing (docs/forms.md "New-record forms").
    api: { ...writtenUi.api, load: writtenUi.api?.load ?? '' },
    buttons: Array.isArray(written.buttons) ? (written.buttons as FormUi['buttons']) : [],
    sections: (written.sections as Array<Record<string, unknown>>).map(sectionOf),
  };
  const data = schema as unknown as FormDataSchema;
  for (const [index, section] of ui.sections.entries()) {
    const upload = section.kind === 'fields' ? undefined : section.upload;
    if (!upload || section.kind === 'fields') continue;
    const items = (data.properties[section.field]?.items as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    for (const key of ['typeField', 'fileField', 'nameField'] as const) {
      const name = upload[key];
      if (name !== undefined && !Object.hasOwn(items, name))
        throw new DefinitionError(uiFile, `/sections/${index}/upload/${key}`, `字段 ${name} 不在记录 ${section.field} 中`);
    }
    if (isNewRecordForm(ui) ? !upload.fileField || !upload.nameField : !upload.typeField) {
      throw new DefinitionError(uiFile, `/sections/${index}/upload`, isNewRecordForm(ui) ? '新建表单的附件须写 fileField 与 nameField' : '附件须写 typeField');
    }
  }
  for (const [name, pointer] of namedFields(data, ui)) {
    if (Object.hasOwn(data.properties, name)) continue;
    const [file, at] = pointer.startsWith('#') ? [schemaFile, `/${pointer.slice(1)}`] : [uiFile, pointer];
    throw new DefinitionError(file, at, `字段 ${name} 不在数据定义中`);
  }
  checkIdentityFields(uiFile, data, ui);
  checkEngineForm(id, uiFile, data, ui);
  return { id, schema: data, ui };
}

export function buildForms(files: ParsedFiles): FormDefinition[] {
  return Object.keys(files)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX) && !name.startsWith('_'))
    .map((name) => buildForm(name.slice(0, -SCHEMA_SUFFIX.length), files));
}
