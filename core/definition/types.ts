// Shapes of the two files that define a bill family (docs/definitions.md): the data schema
// (`*.schema.json`, a JSON Schema draft-07 object) and the UI file (`*.ui.json`). Only the
// members the engine reads are typed; anything else an analyst writes passes through untouched.
import type { ButtonDefinition } from '../buttons/index.ts';

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
  /** Sent with the rows but not shown (e.g. the file path a download needs). */
  hide?: boolean;
}

export interface ListFilter {
  field: string;
  op: TermType;
  defaultWindow?: DefaultWindow;
  title?: string;
  /** Another dictionary than the field's x-dictionary. */
  dictionary?: string;
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

// The buttons, one interface per kind, live with their kind (core/buttons/kinds): the union is
// the registry's (core/buttons/registry.ts), so adding a kind is one file plus one line there.
export type {
  ButtonDefinition,
  ButtonKind,
  ButtonOf,
  CollectButton,
  ConfirmButton,
  DatePromptButton,
  DownloadButton,
  ExportButton,
  FileQueryButton,
  ImportButton,
  NavigateButton,
  PromptButton,
  TaxTotalButton,
  TemplateButton,
  UpdateStateButton,
} from '../buttons/index.ts';

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

/** A button as a UI file may write it: a preset's name, a preset with overrides, or in full. */
export type WrittenButton = string | ({ preset?: string } & Partial<ButtonDefinition>);

/**
 * A UI file as written (schemas/meta/bill-ui.schema.json): what core/definition/defaults.ts
 * fills in may be left out. buildDefinition turns it into the complete UiDefinition.
 */
export interface UiFile {
  family: string;
  route?: string;
  source?: string;
  stateType?: { mode: string; billType: string };
  api?: Partial<ApiPaths>;
  list: Omit<ListSettings, 'pageSizes' | 'pageSize' | 'paging' | 'defaultSort' | 'filters'> &
    Partial<Pick<ListSettings, 'pageSizes' | 'pageSize' | 'paging' | 'defaultSort' | 'filters'>>;
  lifecycle?: { states?: Record<string, string>; editableIn?: string[]; actions: Record<string, LifecycleAction> };
  buttons: WrittenButton[];
  [key: string]: unknown;
}
