// What the work-order feature reads from its definitions (docs/work-orders.md), once at start:
// the ticket form (schemas/forms/workorder: fields, the screenshots' record field and upload
// settings, the submit button's code), the list (schemas/bills/other-workorder, servedBy
// workorder: api paths, filter and sort whitelists, state type, the delete button's code and
// path). Nothing here names a field of a form.
import { formModule, type FormButton, type RecordsSection, type UploadSettings } from '#core/forms/index.ts';
import { toSnakeCase, type BillDefinition, type FieldSchema } from '#core/definition/index.ts';
import { STATE_COLUMN } from '#core/list/list-request.ts';
import type { LoadedForm } from '../forms/load-forms.ts';
import type { FileType } from '../bills/files/file-types.ts';

export const TICKET_FORM_ID = 'workorder';
export const TICKET_LIST_SERVED_BY = 'workorder';
/** The detail page's reading of the ticket type (§3.3: '1' technical, otherwise business). */
export const DETAIL_TYPE_DICTIONARY = 'work_ticket_detail_type';
/** The detail reading of any type its dictionary does not list ("otherwise"). */
export const DETAIL_TYPE_OTHERWISE = '0';

export interface TicketFeature {
  form: LoadedForm;
  list: BillDefinition;
  /** The page's menu uri (/workorder): its module guards every call. */
  module: string;
  /** The form's scalar fields a client writes (ticketType, ticketTitle, …), stored in snake_case columns. */
  fields: string[];
  /** The screenshots: the form's record field and its upload settings. */
  files: { field: string; upload: UploadSettings & { accept: FileType[]; fileField: string; nameField: string }; maxItems: number };
  codes: { save: string; upload: string; delete: string };
  paths: { save: string; list: string; stateCount: string; detail: string; delete: string };
  /** Term column → database column (the list's filters and the state filter). */
  terms: Readonly<Record<string, string>>;
  /** Sort name → database column (the list's sortable fields). */
  sorts: Readonly<Record<string, string>>;
  defaultSort: { column: string; order: 'asc' | 'desc' };
}

function fail(message: string): never {
  throw new Error(`工单定义不完整：${message}`);
}

function button(buttons: readonly FormButton[], kind: FormButton['kind']): FormButton {
  return buttons.find((one) => one.kind === kind) ?? fail(`表单缺少 ${kind} 按钮`);
}

export function ticketFeature(form: LoadedForm, list: BillDefinition): TicketFeature {
  const { ui, schema } = form.definition;
  const section = ui.sections.find((one): one is RecordsSection => one.kind === 'attachments') ?? fail('表单缺少附件区');
  const upload = section.upload ?? fail('附件区缺少 upload');
  if (!upload.fileField || !upload.nameField) fail('附件区缺少 fileField、nameField');
  const submit = button(ui.buttons, 'submit');
  const uploadButton = button(ui.buttons, 'upload');
  const deleteButton = list.ui.buttons.find((one) => one.kind === 'confirm' && one.path !== undefined) ?? fail('列表缺少删除按钮');
  const api = list.ui.api as Record<string, string | undefined>;
  const base = `/api/enterprise${list.ui.api.base ?? ''}`;
  const properties = schema.properties as Record<string, FieldSchema>;
  const fields = Object.entries(properties)
    .filter(([name, field]) => field.type !== 'array' && field.readOnly !== true && name !== section.field)
    .map(([name]) => name);
  const listFields = [...(list.ui.list.filters ?? []).map((filter) => filter.field), STATE_COLUMN];
  const column = (field: string) => toSnakeCase(field);
  const defaultSort = list.ui.list.defaultSort ?? fail('列表缺少 defaultSort');
  return {
    form,
    list,
    module: formModule(ui),
    fields,
    files: {
      field: section.field,
      upload: upload as TicketFeature['files']['upload'],
      maxItems: typeof properties[section.field]?.maxItems === 'number' ? (properties[section.field].maxItems as number) : 5,
    },
    codes: { save: submit.code ?? fail('提交按钮缺少 code'), upload: uploadButton.code ?? fail('上传按钮缺少 code'), delete: deleteButton.code },
    paths: {
      save: `/api/enterprise${ui.api.base}/${submit.path ?? ui.api.save}`,
      list: `${base}/${api.list ?? fail('列表缺少 api.list')}`,
      stateCount: `${base}/${api.stateCount ?? fail('列表缺少 api.stateCount')}`,
      detail: `${base}/${api.detail ?? fail('列表缺少 api.detail')}`,
      delete: `${base}/${(deleteButton as { path: string }).path}`,
    },
    terms: Object.fromEntries(listFields.map((field) => [column(field), column(field)])),
    sorts: Object.fromEntries(list.ui.list.sortable.map((field) => [column(field), column(field)])),
    defaultSort: { column: column(defaultSort.field), order: defaultSort.order },
  };
}
