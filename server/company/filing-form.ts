// The company filing's form (schemas/forms/enterprise) as the filing server reads it. What the
// server needs to know about the filing comes from the definition: the state field and its label
// field, the states that lock editing and their message, the attachments section (its upload
// settings and type field), the records section, and the identity fields (state.identityFields:
// a change of one after approval takes effect only once approved; state.uniqueIdentityFields: an
// approved value belongs to one company). Three names are the filing's contract with the rest of
// the portal: the company's name, which the server fills from the company table; the customs
// registration code, which fills the session's customsRegistCode and new bills' copCode; and the
// unified social credit code, which names the resource-centre account and the agreement's party —
// the last two read from the approved record only (docs/company-filing.md). The server refuses to
// start when the definition lacks any of these, or does not make the last two unique identity fields.
import { dictionaryNameFields } from '../forms/dictionary-names.ts';
import type { FormDefinition, RecordsSection, UploadSettings } from '#core/forms/index.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import { DefinitionError } from '#core/definition/index.ts';
import type { FileType } from '../bills/files/file-types.ts';
import type { LoadedForm } from '../forms/load-forms.ts';

/** The form the filing is stored by (schemas/forms/enterprise.*.json). */
export const FILING_FORM_ID = 'enterprise';
/** The filing's field holding the company's name (read-only: the company table's name). */
export const COMPANY_NAME_FIELD = 'companyName';
/** The filing's field holding the customs registration code (copCode of new bills once approved). */
export const CUSTOMS_CODE_FIELD = 'customsRegistCode';
/** The filing's field holding the unified social credit code (the agreement's party, the resource-centre login name). */
export const CREDIT_CODE_FIELD = 'socialCreditCode';

/** The filing's states (state list COMPANY / CompanyApproveState, schemas/seed/states.json). */
export const FILING_STATE = { draft: '0', underReview: '5', approved: '6', returned: '7' } as const;

export interface FilingForm {
  form: LoadedForm;
  stateField: string;
  /** The field answering the state's name (showApproveState). */
  stateLabelField: string;
  stateType: { mode: string; billType: string };
  /** States in which the filing may not be changed (under review), and what a change is told. */
  lockedIn: readonly string[];
  lockedMessage: string;
  /** The state a declaration puts the filing in (the first locked state: under review). */
  underReview: string;
  attachmentsField: string;
  upload: UploadSettings & { accept: FileType[]; typeField: string };
  /** Dictionary of the attachments' type field. */
  fileTypeDictionary: string;
  recordsField: string;
  /** Fields whose change after approval waits for the reviewer (state.identityFields). */
  identityFields: readonly string[];
  /** Identity fields whose approved value belongs to one company only (state.uniqueIdentityFields). */
  uniqueIdentityFields: readonly string[];
  /** Read-only fields named {field}Name beside a dictionary field: answered with the item's name. */
  dictionaryNames: Array<{ field: string; nameField: string; dictionary: string }>;
  /** The page's module (menu uri) and button codes of the form's calls, from the UI file. */
  route: string;
  codes: { save: string; declare: string; upload: string; queryAuthCode: string; generateAuthCode: string };
}

function fail(definition: FormDefinition, pointer: string, message: string): never {
  throw new DefinitionError(`${definition.id}.ui.json`, pointer, message);
}

function codeOf(definition: FormDefinition, path: string | undefined, kind?: string): string {
  const button = definition.ui.buttons.find((candidate) => (path !== undefined && candidate.path === path) || (kind !== undefined && candidate.kind === kind));
  if (!button?.code) fail(definition, '/buttons', `缺少调用 ${path ?? kind} 的按钮编码`);
  return button.code;
}

export function filingForm(form: LoadedForm): FilingForm {
  const { definition } = form;
  const { ui, schema } = definition;
  const properties = schema.properties as Record<string, FieldSchema>;
  if (!ui.state?.label) fail(definition, '/state', '企业备案须有状态字段及其名称字段');
  if (ui.state.lockedIn.length === 0) fail(definition, '/state/lockedIn', '企业备案须有审核中状态');
  const attachments = ui.sections.find((section): section is RecordsSection => section.kind === 'attachments');
  const records = ui.sections.find((section): section is RecordsSection => section.kind === 'records');
  if (!attachments?.upload) fail(definition, '/sections', '企业备案须有附件区（含 upload）');
  if (!records) fail(definition, '/sections', '企业备案须有审批记录区');
  if (!attachments.upload.typeField) fail(definition, '/sections', '企业备案的附件区须有 upload.typeField');
  const typeSchema = (properties[attachments.field]?.items as { properties?: Record<string, FieldSchema> } | undefined)?.properties?.[
    attachments.upload.typeField
  ];
  const fileTypeDictionary = typeSchema?.['x-dictionary'];
  if (typeof fileTypeDictionary !== 'string') fail(definition, '/sections', `附件类型字段 ${attachments.upload.typeField} 须有字典`);
  for (const field of [COMPANY_NAME_FIELD, CUSTOMS_CODE_FIELD, CREDIT_CODE_FIELD])
    if (!properties[field]) fail(definition, '/sections', `企业备案须有字段 ${field}`);
  const identityFields = ui.state.identityFields ?? [];
  const uniqueIdentityFields = ui.state.uniqueIdentityFields ?? [];
  // buildForm has checked that every identity field exists, is writable, and that unique ones are identity fields.
  for (const field of [CUSTOMS_CODE_FIELD, CREDIT_CODE_FIELD]) {
    if (!uniqueIdentityFields.includes(field)) fail(definition, '/state/uniqueIdentityFields', `企业备案的唯一身份字段须包含 ${field}`);
  }
  const dictionaryNames = dictionaryNameFields(properties);
  return {
    form,
    stateField: ui.state.field,
    stateLabelField: ui.state.label,
    stateType: ui.state.stateType,
    lockedIn: ui.state.lockedIn,
    lockedMessage: ui.state.lockedMessage,
    underReview: ui.state.lockedIn[0],
    attachmentsField: attachments.field,
    upload: attachments.upload as FilingForm['upload'],
    fileTypeDictionary,
    recordsField: records.field,
    identityFields,
    uniqueIdentityFields,
    dictionaryNames,
    route: ui.route,
    codes: {
      save: codeOf(definition, ui.api.save),
      declare: codeOf(definition, ui.api.declare),
      upload: codeOf(definition, undefined, 'upload'),
      queryAuthCode: codeOf(definition, ui.api.queryAuthCode),
      generateAuthCode: codeOf(definition, ui.api.generateAuthCode),
    },
  };
}
