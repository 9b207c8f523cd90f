import type * as Written from './ui-file.generated.ts';

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
  /** The words shown when `pattern` refuses a value (default {title}格式不正确). */
  'x-patternMessage'?: string;
  /** A number must be a whole multiple of it (0.01: money, at most two decimals), compared exactly. */
  multipleOf?: number;
  'x-dictionary'?: string;
  'x-maxLength'?: number;
  /** The mobile-phone rule of spec §5.2. */
  'x-mobile'?: boolean;
  /** The spec's own words when x-mobile refuses the value (the feedback's 请填写正确手机号码). */
  'x-mobileMessage'?: string;
  /** What the values are (core/definition/value-kinds.ts), where the definition cannot say it otherwise. */
  'x-valueKind'?: string;
  /** Numbers that add up (core/definition/value-relations.ts): a sum of fields of the row ("-" subtracts). */
  'x-sumOf'?: string[];
  /** On a header field: the sum of this line field over the lines. */
  'x-sumOfLines'?: string;
  /** The product of fields of the row, rounded to the field's fraction digits. */
  'x-productOf'?: string[];
  /** On the lines: the message of a family that declares only with at least one line (declare-rules.ts). */
  'x-requiredToDeclare'?: string;
  /** The spec's own required message, where it gives one per field (forms). */
  'x-requiredMessage'?: string;
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

// The UI file's types are generated from its meta-schema (ui-file.generated.ts, by
// scripts/definition-types.ts): the meta-schema is the one description of the written format.
// What follows names those types for the engine and says what the built definition adds: the
// defaults of core/definition/defaults.ts filled in, state names turned into codes, presets expanded.
export type UiFile = Written.UiFile;
/** A button as a UI file may write it: a preset's name, a preset with overrides, or in full. */
export type WrittenButton = Written.WrittenButton;
export type TermType = Written.Filter['op'];
export type DefaultWindow = NonNullable<Written.Filter['defaultWindow']>;
export type SortOrder = NonNullable<Written.List['defaultSort']>['order'];
export type ListColumn = Written.List['columns'][number];
export type ListFilter = Written.Filter;
export type PromptSettings = Written.Prompt;
export type CustomsRule = Written.CustomsRule;

/** The list settings with the defaults applied (row actions expanded like the buttons). */
export type ListSettings = Required<Omit<Written.List, '$comment' | 'rowActions'>> & Pick<Written.List, '$comment'> & { rowActions: ButtonDefinition[] };

export type LifecycleAction = NonNullable<Written.Lifecycle['actions'][string]>;

/** The lifecycle with state names turned into codes and editableIn filled in. */
export interface Lifecycle {
  $comment?: string;
  states: { draft: string; declared: string; [name: string]: string };
  editableIn: string[];
  actions: Record<string, LifecycleAction>;
}

/** The API paths with the base filled in. */
export type ApiPaths = Written.Api & { base: string };

// The buttons: each kind's button is generated from the meta-schema; the union is the button
// registry's (core/buttons/registry.ts), so adding a kind is one file plus one line there.
export type {
  ButtonDefinition,
  ButtonKind,
  ButtonOf,
  CollectButton,
  ConfirmButton,
  DatePromptButton,
  DialogButton,
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

/** A UI file once built (buildDefinition): every default in place, every button in full. */
export type UiDefinition = Omit<UiFile, 'route' | 'api' | 'list' | 'lifecycle' | 'buttons'> & {
  route: string;
  api: ApiPaths;
  list: ListSettings;
  lifecycle: Lifecycle;
  buttons: ButtonDefinition[];
};

/** A family ready for use: the data schema with every `$ref` resolved, and its UI file. */
export interface BillDefinition {
  family: string;
  schema: DataSchema;
  ui: UiDefinition;
  /**
   * The customs message the family's bills are declared in (CEB303…), when its field table maps
   * one (schemas/tables, "message"): the server adds it to the definition it answers, and the
   * detail page offers 报文 for it (docs/customs-messages/viewing.md).
   */
  customsMessage?: string;
}
