// Shapes of the two files that define a form (docs/forms.md): the data schema
// (`schemas/forms/{form}.schema.json`, meta-schema schemas/meta/form-data.schema.json) and the UI
// file (`{form}.ui.json`, schemas/meta/form-ui.schema.json). A form is one record per company
// (a filing, an application), so it has no list, no lines and no lifecycle table of its own:
// a state field, the states that lock it, and buttons by code and mode.
import type { DataSchema, FieldSchema } from '../definition/types.ts';

/** A rule that at least one of some check boxes is ticked. */
export interface AtLeastOne {
  fields: string[];
  message: string;
}

export interface FormDataSchema extends DataSchema {
  'x-atLeastOne'?: AtLeastOne[];
}

/** Where a select's options come from when they are not a dictionary. */
export interface FieldOptions {
  stateList?: { mode: string; billType: string };
  path?: string;
  parent?: string;
  value?: string;
  label?: string;
}

export type FormMode = 'view' | 'edit';

/** What a new-record form does after a successful submit: open a route, or start empty again. */
export type AfterSubmit = { kind: 'navigate'; to: string } | { kind: 'clear' };

/** `company`: the caller's company's one record (load → view → edit → save); `new`: a new record each time. */
export type FormRecordMode = 'company' | 'new';

export interface FormButton {
  code?: string;
  kind: 'edit' | 'submit' | 'cancel' | 'upload' | 'call' | 'showValue';
  text: string;
  path?: string;
  modes?: FormMode[];
  unlockedOnly?: boolean;
  primary?: boolean;
  confirm?: string;
  success?: string;
  section?: string;
  title?: string;
  template?: string;
  empty?: string;
  /** submit in a new-record form: what follows the success (default: clear). */
  then?: AfterSubmit;
}

export interface FieldCell {
  field: string;
  span?: 2 | 3 | 'full';
  widget?: 'textarea';
  /** A text area's height in lines at least (it still grows with its content). */
  rows?: number;
}

export interface CheckGroup {
  label: string;
  fields: string[];
}

export interface UploadSettings {
  title: string;
  /** The record field whose dictionary gives the file types (a company record's attachments). */
  typeField?: string;
  /** New-record forms: the item fields the stored file's uri and its name go to (submitted with the form). */
  fileField?: string;
  nameField?: string;
  /** The spec's own refusals in the browser (and on the server) instead of the derived ones. */
  messages?: { wrongType?: string; tooBig?: string };
  accept: Array<'jpeg' | 'png' | 'xlsx' | 'xls'>;
  maxBytes: number;
  /** Engine forms: file types (codes of typeField's dictionary) a lifecycle action asks to be attached. */
  required?: string[];
  deleteConfirm?: string;
  success?: string;
}

export interface FieldsSection {
  kind: 'fields';
  title: string;
  columns: 2 | 3 | 4;
  fields: FieldCell[];
  stateTag: boolean;
  checkGroups: CheckGroup[];
}

export interface RecordsSection {
  kind: 'records' | 'attachments';
  title: string;
  field: string;
  /** The record fields shown as columns (empty with `list`). */
  columns: string[];
  /** records: the list definition (its route) whose columns and titles the table shows. */
  list?: string;
  hint?: string;
  upload?: UploadSettings;
}

/** The menu node a form's page belongs to (its module and button codes). */
export function formModule(ui: Pick<FormUi, 'route' | 'module'>): string {
  return ui.module ?? ui.route;
}

/** True when the form makes a new record each time (a work ticket, a feedback). */
export function isNewRecordForm(ui: Pick<FormUi, 'record'>): boolean {
  return ui.record === 'new';
}

export type FormSection = FieldsSection | RecordsSection;

export interface FormState {
  field: string;
  label?: string;
  stateType: { mode: string; billType: string };
  lockedIn: string[];
  lockedMessage: string;
  /**
   * Fields that name the company to the authorities (a filing's credit code, customs code): once a
   * reviewer has approved the record, a change of one of them takes effect only when the reviewer
   * approves it; until then everything that uses the company's identity reads the approved record.
   */
  identityFields?: string[];
  /** Identity fields whose approved value belongs to one company only (a subset of identityFields). */
  uniqueIdentityFields?: string[];
}

/** A feature whose own server answers the form's calls; without one the form engine serves it (server/forms/engine). */
export type FormServedBy = 'company' | 'workorder' | 'subsidy';

/** A lifecycle action of an engine form: the api call named like it moves the record from one of `from` to `to`. */
export interface FormAction {
  from: string[];
  to: string;
  /** The approval history's opinion for the move (default: the button's text). */
  opinion?: string;
}

/** The states and actions of an engine form (state values of state.stateType). */
export interface FormLifecycle {
  /** By api name (`submit` → api.submit): each action saves the posted form first, then checks and moves it. */
  actions: Record<string, FormAction>;
}

/** A rule of the reviewer: when `field op value` holds, the record is returned with `reason` (the customs rules' vocabulary). */
export interface ReviewRule {
  field: string;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'empty';
  value?: string | number | Array<string | number>;
  reason: string;
}

/** Who stands in for the authority deciding a submitted record (server/forms/engine/form-reviewer.ts). */
export interface FormReviewer {
  /** The name the history shows for its decisions. */
  name: string;
  /** The state it decides in (a lifecycle action's `to`). */
  reviews: string;
  approve: { to: string; opinion: string };
  return: { to: string; opinion?: string };
  rules: ReviewRule[];
}

/** The UI file with its defaults filled in (sections normalised). */
export interface FormUi {
  form: string;
  route: string;
  /** The menu uri whose module and button codes the page uses (default: route). */
  module?: string;
  /** Default `company`. */
  record?: FormRecordMode;
  /** `load` is '' in a new-record form (nothing to load; build fills it). */
  api: { base: string; load: string; save: string; [name: string]: string };
  state?: FormState;
  buttons: FormButton[];
  /** Where the button bar stands: above the sections (default) or below them (fill in, then submit). */
  buttonsAt?: 'top' | 'bottom';
  sections: FormSection[];
  /** A feature's own server (the company filing, the work order, the subsidy apply form); absent: the form engine. */
  servedBy?: FormServedBy;
  lifecycle?: FormLifecycle;
  reviewer?: FormReviewer;
}

/** True when the form engine stores the form and answers its calls (no feature claims it). */
export function isEngineForm(ui: Pick<FormUi, 'servedBy'>): boolean {
  return ui.servedBy === undefined;
}

/** The route an engine form's page is mounted at by convention (src/app/screenRegistry.ts). */
export function engineFormRoute(id: string): string {
  return `/form/${id}`;
}

export interface FormDefinition {
  id: string;
  schema: FormDataSchema;
  ui: FormUi;
}

export type { FieldSchema };
