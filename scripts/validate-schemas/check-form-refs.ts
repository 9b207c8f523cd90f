// What a built form names beyond its own fields (issue 25's holes): the dictionaries and state
// lists of schemas/seed its fields, records and state use (the same checks as a bill's), the
// attachments section an upload button opens, and the record fields a records table shows.
// A form that passes these never shows an empty select, a dialog that opens nothing or a blank column.
import type { FieldSchema } from '#core/definition/index.ts';
import type { FormDefinition } from '#core/forms/index.ts';
import { similarName } from './bill-fields.ts';
import { checkFieldDictionary, type DictionaryValues } from './check-bill-data.ts';
import { findStateList } from './check-bill-lifecycle.ts';
import { childPointer, pointerOf, ProblemList, type Problem } from './problem.ts';
import type { StatesFile } from './seed-types.ts';

export interface FormSeeds {
  /** Absent when dictionaries.json could not be read (its own problems say why). */
  dictionaries?: DictionaryValues;
  states?: StatesFile;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The fields of a record list (items.properties), or undefined when the field is no list. */
function recordFields(field: FieldSchema | undefined): Record<string, FieldSchema> | undefined {
  return field?.type === 'array' && isObject(field.items) && isObject(field.items.properties) ? field.items.properties : undefined;
}

/** Every written field with its pointer in the data schema: the form's, then each record list's. */
function fieldsOf(form: FormDefinition): Array<[FieldSchema, string]> {
  const found: Array<[FieldSchema, string]> = [];
  for (const [name, field] of Object.entries(form.schema.properties)) {
    const records = recordFields(field);
    if (!records) found.push([field, pointerOf('properties', name)]);
    else for (const [item, itemField] of Object.entries(records)) found.push([itemField, pointerOf('properties', name, 'items', 'properties', item)]);
  }
  return found;
}

function checkSeedNames(form: FormDefinition, seeds: FormSeeds, data: ProblemList, ui: ProblemList): void {
  for (const [field, pointer] of fieldsOf(form)) {
    if (seeds.dictionaries) checkFieldDictionary(field, pointer, seeds.dictionaries, data);
    const options = field['x-options'];
    if (seeds.states && isObject(options) && isObject(options.stateList)) {
      const found = findStateList(seeds.states, options.stateList as { mode: string; billType: string });
      if ('problem' in found) data.add(childPointer(pointer, 'x-options', 'stateList'), found.problem);
    }
  }
  const state = form.ui.state;
  if (!state || !seeds.states) return;
  const found = findStateList(seeds.states, state.stateType);
  if ('problem' in found) ui.add(pointerOf('state', 'stateType'), found.problem);
  else {
    const list = `${state.stateType.mode}/${state.stateType.billType}`;
    const check = (code: string, pointer: string) => {
      if (!found.states.has(code)) ui.add(pointer, `状态 "${code}" 不在状态列表 ${list} 中`);
    };
    state.lockedIn.forEach((code, i) => check(code, pointerOf('state', 'lockedIn', i)));
    for (const [name, action] of Object.entries(form.ui.lifecycle?.actions ?? {})) {
      action.from.forEach((code, i) => check(code, pointerOf('lifecycle', 'actions', name, 'from', i)));
      check(action.to, pointerOf('lifecycle', 'actions', name, 'to'));
    }
    const reviewer = form.ui.reviewer;
    if (reviewer) {
      check(reviewer.reviews, pointerOf('reviewer', 'reviews'));
      check(reviewer.approve.to, pointerOf('reviewer', 'approve', 'to'));
      check(reviewer.return.to, pointerOf('reviewer', 'return', 'to'));
    }
  }
}

/** An attachments section's required file types are codes of its type field's dictionary. */
function checkRequiredFiles(form: FormDefinition, seeds: FormSeeds, ui: ProblemList): void {
  form.ui.sections.forEach((section, at) => {
    if (section.kind !== 'attachments' || !section.upload?.required || !seeds.dictionaries) return;
    const typeField = section.upload.typeField;
    const dictionary = typeField ? recordFields(form.schema.properties[section.field])?.[typeField]?.['x-dictionary'] : undefined;
    if (typeof dictionary !== 'string') {
      ui.add(pointerOf('sections', at, 'upload', 'required'), `必传附件要按文件类型区分：类型字段 ${typeField ?? '（typeField）'} 须有字典 x-dictionary`);
      return;
    }
    const values = seeds.dictionaries.get(dictionary);
    section.upload.required.forEach((code, i) => {
      if (values && !values.has(code)) ui.add(pointerOf('sections', at, 'upload', 'required', i), `文件类型 "${code}" 不在字典 ${dictionary} 中`);
    });
  });
}

function checkUploadButtons(form: FormDefinition, ui: ProblemList): void {
  form.ui.buttons.forEach((button, i) => {
    if (button.kind !== 'upload' || button.section === undefined) return;
    const at = form.ui.sections.findIndex((section) => section.kind !== 'fields' && section.field === button.section);
    const section = form.ui.sections[at];
    if (!section || section.kind === 'fields') {
      const attachments = form.ui.sections.flatMap((s) => (s.kind === 'attachments' ? [s.field] : []));
      const hint = similarName(button.section, attachments);
      ui.add(
        pointerOf('buttons', i, 'section'),
        `sections 中没有字段为 "${button.section}" 的附件分区（kind 为 attachments）${hint ? `（是否为 "${hint}"？）` : ''}`,
      );
    } else if (section.kind !== 'attachments') {
      ui.add(pointerOf('buttons', i, 'section'), `分区 sections/${at}（${section.title}）是 ${section.kind}，上传按钮只能打开附件分区（kind 为 attachments）`);
    } else if (!section.upload) {
      ui.add(pointerOf('sections', at), `附件分区 ${section.title} 没有 upload 设置，上传按钮 buttons/${i} 打不开上传对话框`);
    }
  });
}

function checkRecordColumns(form: FormDefinition, ui: ProblemList): void {
  form.ui.sections.forEach((section, at) => {
    if (section.kind === 'fields') return;
    const fields = recordFields(form.schema.properties[section.field]);
    if (!fields) return;
    section.columns.forEach((column, i) => {
      if (Object.hasOwn(fields, column)) return;
      const hint = similarName(column, Object.keys(fields));
      ui.add(
        pointerOf('sections', at, 'columns', i),
        `列 "${column}" 不是记录 ${section.field} 的字段（数据定义的 properties/${section.field}/items/properties 中没有）${hint ? `（是否为 "${hint}"？）` : ''}`,
      );
    });
  });
}

/** `dataFile`, `uiFile`: the form's two files as problems name them. */
export function checkFormRefs(form: FormDefinition, dataFile: string, uiFile: string, seeds: FormSeeds): Problem[] {
  const data = new ProblemList(dataFile);
  const ui = new ProblemList(uiFile);
  checkSeedNames(form, seeds, data, ui);
  checkRequiredFiles(form, seeds, ui);
  checkUploadButtons(form, ui);
  checkRecordColumns(form, ui);
  return [...data.items, ...ui.items];
}
