// Shapes of the bill definition files once they have passed their meta-schemas
// (schemas/meta/bill-data.schema.json and bill-ui.schema.json; format in docs/definitions.md).

export interface TextField {
  type: 'string';
  title: string;
  maxLength?: number;
  format?: 'date' | 'date-time';
  'x-dictionary'?: string;
  readOnly?: boolean;
  default?: string;
  enum?: string[];
}

export interface NumberField {
  type: 'number' | 'integer';
  title: string;
  'x-maxLength': number;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
  default?: number;
  enum?: number[];
}

export type Field = TextField | NumberField;

export interface SharedFieldRef {
  $ref: string;
}

export type PropertyDef = Field | SharedFieldRef;

export interface LinesDef {
  type: 'array';
  title: string;
  items: { type: 'object'; properties: Record<string, PropertyDef>; required?: string[] };
}

export interface BillDataSchema {
  $id: string;
  title: string;
  type: 'object';
  properties: Record<string, PropertyDef | LinesDef>;
  required?: string[];
}

export interface SharedSchemaFile {
  definitions: Record<string, Field>;
}

export type FilterOp = 'eq' | 'like' | 'in' | 'lte' | 'gte' | 'btw';

export interface BillButton {
  code: string;
  kind: string;
  text: string;
  action?: string;
}

export interface CustomsRule {
  field: string;
  op: string;
  value: string | number;
  reason: string;
}

export interface BillUi {
  family: string;
  route: string;
  stateType?: { mode: string; billType: string };
  api: { base: string; list: string; [name: string]: string };
  list: {
    columns: Array<{ field: string; link?: boolean; width?: number; hide?: boolean }>;
    filters?: Array<{ field: string; op: FilterOp; defaultWindow?: string; dictionary?: string }>;
    sortable: string[];
    defaultSort: { field: string; order: 'asc' | 'desc' };
    pageSizes: number[];
    pageSize: number;
    paging: 'total' | 'simple';
  };
  lifecycle?: {
    states?: Record<string, string>;
    editableIn: string[];
    actions: Record<string, { from: string[]; to?: string }>;
  };
  buttons: BillButton[];
  receipt?: { messageType: string; keys: string[] };
  customsRules?: CustomsRule[];
  form?: Record<string, unknown>;
}

/** A file that passed its meta-schema, with the path problems are reported against. */
export interface Checked<T> {
  file: string;
  value: T;
}

/**
 * The shared fields as the cross checks see them: usable, absent, or present but broken (then its
 * own problems are reported and references into it are not checked, to avoid one line per use).
 */
export type SharedFields = Checked<SharedSchemaFile> | 'missing' | 'unusable';

/** One family as found on disk; a side is absent when its file is missing or failed its meta-schema. */
export interface FamilyFiles {
  family: string;
  data?: Checked<BillDataSchema>;
  ui?: Checked<BillUi>;
}
