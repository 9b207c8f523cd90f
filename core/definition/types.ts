// Shapes of the two files that define a bill family (docs/definitions.md): the data schema
// (`*.schema.json`, a JSON Schema draft-07 object) and the UI file (`*.ui.json`). Only the
// members the engine reads are typed; anything else an analyst writes passes through untouched.

/** One property of the data schema after `$ref` resolution. */
export interface FieldSchema {
  type?: 'string' | 'number' | 'integer' | 'array' | 'object' | 'boolean';
  title?: string;
  description?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  format?: 'date' | 'date-time' | string;
  readOnly?: boolean;
  default?: unknown;
  enum?: unknown[];
  pattern?: string;
  'x-dictionary'?: string;
  'x-maxLength'?: number;
  /** The mobile-phone rule of spec §5.2. */
  'x-mobile'?: boolean;
  items?: LinesItemSchema;
  [keyword: string]: unknown;
}

export interface LinesItemSchema {
  type?: 'object';
  properties: Record<string, FieldSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

export interface DataSchema {
  $schema?: string;
  $id: string;
  title: string;
  description?: string;
  type: 'object';
  properties: Record<string, FieldSchema>;
  required?: string[];
  definitions?: Record<string, FieldSchema>;
  [keyword: string]: unknown;
}

export type TermType = 'eq' | 'lte' | 'gte' | 'btw' | 'in' | 'like';
export type DefaultWindow = '7d' | '30d' | '1y' | 'none';
export type SortOrder = 'asc' | 'desc';

export interface ListColumn {
  field: string;
  link?: boolean;
  width?: number;
  title?: string;
}

export interface ListFilter {
  field: string;
  op: TermType;
  defaultWindow?: DefaultWindow;
  title?: string;
}

export interface ListSettings {
  columns: ListColumn[];
  filters: ListFilter[];
  sortable: string[];
  defaultSort: { field: string; order: SortOrder };
  pageSizes: number[];
  pageSize: number;
  paging: 'total' | 'simple';
}

export interface LifecycleAction {
  from: string[];
  /** Absent: the action leaves the state as it is (e.g. resending a receipt). */
  to?: string;
}

export interface Lifecycle {
  states: { draft: string; declared: string; [name: string]: string };
  editableIn: string[];
  actions: Record<string, LifecycleAction>;
}

export interface PromptSettings {
  key: string;
  label: string;
  /** The message shown when the text is blank, e.g. 请输入撤单原因. */
  required?: string;
}

interface ButtonBase {
  code: string;
  text: string;
}

/** Opens a page of the portal (the add button: the family's new-bill page). */
export interface NavigateButton extends ButtonBase {
  kind: 'navigate';
  to: string;
}

/** A lifecycle action posted for the selected bills. */
interface ActionButtonBase extends ButtonBase {
  path: string;
  /** The lifecycle action it runs (lifecycle.actions). */
  action: string;
}

/** Asks 确认 (confirm, else the text) and posts the selected ids. */
export interface ConfirmButton extends ActionButtonBase {
  kind: 'confirm';
  confirm?: string;
}

/** Asks for a text (prompt.key, default note) and posts it with the selected ids. */
export interface PromptButton extends ActionButtonBase {
  kind: 'prompt';
  prompt?: PromptSettings;
}

/** Asks for a date (prompt.key, default leaveTime) and posts it with the selected ids. */
export interface DatePromptButton extends ActionButtonBase {
  kind: 'datePrompt';
  prompt?: PromptSettings;
}

/** Spec §7.4: posts the selected ids and create-time window as terms, after an optional confirm. */
export interface UpdateStateButton extends ActionButtonBase {
  kind: 'updateState';
  confirm?: string;
}

/** Makes a bill of another family from the selected bills (or the list's conditions). */
export interface CollectButton extends ButtonBase {
  kind: 'collect';
  path: string;
  /** The lifecycle action run on the selected bills, if any. */
  action?: string;
  confirm?: string;
  prompt?: PromptSettings;
  /** The family the new bill belongs to. */
  into: string;
  /** One new bill for all selected bills (lines) or one for each. */
  per?: 'all' | 'each';
  /** Body key of the selected ids (default ids). */
  idsKey?: string;
  /** Declare the new bill at once. */
  declare?: boolean;
  /** Values written on the selected bills. */
  set?: Record<string, string | number>;
  /** Take the list's terms instead of selected ids. */
  byCondition?: boolean;
  /** byCondition: the filter that must be filled first. */
  requiredFilter?: string;
}

/** The sum of a number field over the current filter. */
export interface TaxTotalButton extends ButtonBase {
  kind: 'taxTotal';
  path: string;
  field: string;
}

/** The list (or the selected rows) as a workbook. */
export interface ExportButton extends ButtonBase {
  kind: 'export';
  path: string;
}

/** The import template workbook. */
export interface TemplateButton extends ButtonBase {
  kind: 'template';
  path: string;
}

/** Bills from an uploaded workbook. */
export interface ImportButton extends ButtonBase {
  kind: 'import';
  path: string;
  fileKey?: string;
  /** Data rows one file may hold (default 20,000, spec §9). */
  maxRows?: number;
}

/** The list of the bills named in uploaded query files. */
export interface FileQueryButton extends ButtonBase {
  kind: 'fileQuery';
  path: string;
  fileKey?: string;
  /** Sub-path of the query template download. */
  template?: string;
}

/** The stored files of the selected bills: one file by its name, several as a zip. */
export interface DownloadButton extends ButtonBase {
  kind: 'download';
  /** GET of one stored file (?file_path=). */
  path: string;
  /** Sub-path of the many-files download (ids → downloadUri of a zip). */
  batchPath: string;
  /** The field holding the stored file's uri, and the one naming it. */
  fileField: string;
  nameField: string;
}

/** A button of a list, keyed on its kind (core/buttons gives each kind's data side). */
export type ButtonDefinition =
  | NavigateButton
  | ConfirmButton
  | PromptButton
  | DatePromptButton
  | UpdateStateButton
  | CollectButton
  | TaxTotalButton
  | ExportButton
  | TemplateButton
  | ImportButton
  | FileQueryButton
  | DownloadButton;

export type ButtonKind = ButtonDefinition['kind'];

/** The button of one kind. */
export type ButtonOf<K extends ButtonKind> = Extract<ButtonDefinition, { kind: K }>;

export interface ApiPaths {
  base: string;
  list: string;
  stateCount?: string;
  detail?: string;
  save?: string;
  saveAndDeclare?: string;
  [name: string]: string | undefined;
}

export interface CustomsRule {
  field: string;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'empty';
  value?: unknown;
  reason: string;
}

export interface UiDefinition {
  $schema?: string;
  family: string;
  description?: string;
  route: string;
  /** A view: the family whose bills (table, data schema, states) this list shows. */
  source?: string;
  /** Where the list's link column goes, {id} replaced; default /details/{side}/{family}. */
  detailRoute?: string;
  /** Absent for lists without states (the engine then shows no state filter). */
  stateType?: { mode: string; billType: string };
  api: ApiPaths;
  list: ListSettings;
  lifecycle: Lifecycle;
  buttons: ButtonDefinition[];
  receipt?: { messageType: string; keys: string[] };
  customsRules?: CustomsRule[];
  form?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A family ready for use: the data schema with every `$ref` resolved, and its UI file. */
export interface BillDefinition {
  family: string;
  schema: DataSchema;
  ui: UiDefinition;
}
