// An engine form as the server uses it (issue 25 point 1; docs/forms.md "表单引擎"): everything
// the form engine needs, derived once at start from the form's two files — the table and its
// columns, the state field and the states that lock it, the lifecycle's calls with their button
// codes, the attachments section (type field, dictionary, required types, accepted bytes), the
// approval-history section and the reviewer. core/forms/engine-rules.ts has checked the definition
// (buildForm), so what it asks for is there.
import { dictionaryNameFields } from '../dictionary-names.ts';
import {
  buttonCodeFor,
  isNewRecordForm,
  type FormAction,
  type FormDataSchema,
  type FormReviewer,
  type FormUi,
  type RecordsSection,
  type UploadSettings,
} from '#core/forms/index.ts';
import { toSnakeCase, type FieldInfo, type FieldSchema } from '#core/definition/index.ts';
import { headerFields } from '#core/definition/index.ts';
import type { FileType } from '../../bills/files/file-types.ts';
import type { LoadedForm } from '../load-forms.ts';

export interface EngineAttachments {
  field: string;
  typeField: string;
  /** The type field's dictionary (the file types). */
  dictionary: string;
  upload: UploadSettings & { accept: FileType[] };
  /** File types a lifecycle action asks for (upload.required). */
  required: readonly string[];
  /** Files one record may hold (the field's maxItems). */
  maxFiles?: number;
}

export interface EngineAction {
  name: string;
  /** The call's sub-path (api[name]) and the code of the button that makes it. */
  path: string;
  code: string;
  action: FormAction;
  /** The history's opinion: the action's own, else the button's text. */
  opinion: string;
}

export interface EngineForm {
  id: string;
  loaded: LoadedForm;
  ui: FormUi;
  /** `company`: one record per company, with a state; `new`: each submit a new record (a feedback). */
  record: 'company' | 'new';
  /** form_{id}: one row per company, or one per submit. */
  table: string;
  /** The scalar fields stored each in its own column: the writable ones, and read-only ones with a `default` the server writes. */
  fields: FieldInfo[];
  /** Read-only fields the server fills with their `default` (§3.11: a feedback's source PC). */
  serverDefaults: Readonly<Record<string, unknown>>;
  /** The code of the button that submits a new record (none: everyone holding the page). */
  submitCode?: string;
  stateField: string;
  stateLabelField?: string;
  stateType: { mode: string; billType: string };
  lockedIn: readonly string[];
  lockedMessage: string;
  /** The state of a record before any action: the first action's first `from`. */
  initialState: string;
  actions: EngineAction[];
  saveCode: string;
  uploadCode?: string;
  attachments?: EngineAttachments;
  /** The records section showing the approval history. */
  historyField?: string;
  reviewer?: FormReviewer;
  /** Read-only fields named {field}Name beside a dictionary field: answered with the item's name. */
  dictionaryNames: Array<{ field: string; nameField: string; dictionary: string }>;
}

/** The table of an engine form's records. */
export function formTableName(id: string): string {
  return `form_${toSnakeCase(id)}`;
}

function attachmentsOf(ui: FormUi, properties: Record<string, FieldSchema>): EngineAttachments | undefined {
  const section = ui.sections.find((one): one is RecordsSection => one.kind === 'attachments');
  if (!section?.upload?.typeField) return undefined;
  const items = (properties[section.field]?.items as { properties?: Record<string, FieldSchema> } | undefined)?.properties ?? {};
  const dictionary = items[section.upload.typeField]?.['x-dictionary'];
  if (typeof dictionary !== 'string') return undefined;
  const maxFiles = properties[section.field]?.maxItems;
  return {
    field: section.field,
    typeField: section.upload.typeField,
    dictionary,
    upload: section.upload as EngineAttachments['upload'],
    required: section.upload.required ?? [],
    ...(typeof maxFiles === 'number' ? { maxFiles } : {}),
  };
}

function storedFields(schema: FormDataSchema, skip: ReadonlySet<string | undefined>): FieldInfo[] {
  const properties = schema.properties as Record<string, FieldSchema>;
  return headerFields({ ...schema, properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !skip.has(name))) }).filter(
    (field) => !field.system && (!field.readOnly || field.schema.default !== undefined),
  );
}

/** A new-record form (record new): fields and a save, each submit a new row of the company. */
function newRecordForm(loaded: LoadedForm): EngineForm {
  const { id, ui, schema } = loaded.definition;
  const fields = storedFields(schema, new Set());
  const submit = ui.buttons.find((button) => button.kind === 'submit' && (button.path ?? ui.api.save) === ui.api.save);
  return {
    id,
    loaded,
    ui,
    record: 'new',
    table: formTableName(id),
    fields,
    serverDefaults: Object.fromEntries(fields.filter((field) => field.readOnly).map((field) => [field.name, field.schema.default])),
    ...(submit?.code ? { submitCode: submit.code } : {}),
    stateField: '',
    stateType: { mode: '', billType: '' },
    lockedIn: [],
    lockedMessage: '',
    initialState: '',
    actions: [],
    saveCode: submit?.code ?? '',
    dictionaryNames: [],
  };
}

export function engineForm(loaded: LoadedForm): EngineForm {
  if (isNewRecordForm(loaded.definition.ui)) return newRecordForm(loaded);
  const { id, ui, schema } = loaded.definition;
  const state = ui.state!;
  const properties = schema.properties as Record<string, FieldSchema>;
  const fields = storedFields(schema, new Set([state.field, state.label]));
  const actions = Object.entries(ui.lifecycle?.actions ?? {}).map(([name, action]) => {
    const path = ui.api[name];
    const button = ui.buttons.find((one) => (one.path ?? (one.kind === 'submit' ? ui.api.save : undefined)) === path);
    return { name, path, code: buttonCodeFor(ui, path)!, action, opinion: action.opinion ?? button?.text ?? name };
  });
  const history = ui.sections.find((one): one is RecordsSection => one.kind === 'records');
  const dictionaryNames = dictionaryNameFields(properties);
  return {
    id,
    loaded,
    ui,
    record: 'company',
    table: formTableName(id),
    fields,
    serverDefaults: Object.fromEntries(fields.filter((field) => field.readOnly).map((field) => [field.name, field.schema.default])),
    stateField: state.field,
    ...(state.label ? { stateLabelField: state.label } : {}),
    stateType: state.stateType,
    lockedIn: state.lockedIn,
    lockedMessage: state.lockedMessage,
    initialState: actions[0]?.action.from[0] ?? state.lockedIn[0],
    actions,
    saveCode: buttonCodeFor(ui, ui.api.save)!,
    ...(buttonCodeFor(ui, undefined, 'upload') ? { uploadCode: buttonCodeFor(ui, undefined, 'upload') } : {}),
    ...(attachmentsOf(ui, properties) ? { attachments: attachmentsOf(ui, properties) } : {}),
    ...(history ? { historyField: history.field } : {}),
    ...(ui.reviewer ? { reviewer: ui.reviewer } : {}),
    dictionaryNames,
  };
}
