// Shapes of the field tables once they have passed their meta-schemas
// (schemas/meta/field-table.schema.json and field-table-common.schema.json; format in
// docs/definitions.md, "Field tables"). A key a row leaves out is a fact its source does not give,
// and is not compared.
import type { InboundMapping, MessageValues } from '../../server/customs/message/mapping-types.ts';

export type TablePart = 'head' | 'lines';

/** text: type string; number: number or integer; date: string with a format; flag: boolean (forms). */
export type TableKind = 'text' | 'number' | 'date' | 'flag';

export interface TableRow {
  part: TablePart;
  field: string;
  kind: TableKind;
  maxLength?: number;
  /** The spec's own limit, above the official message's: maxLength then holds the message's. */
  specMaxLength?: number;
  required?: boolean;
  dictionary?: string;
  source: string;
  /** The element name in the official message when it differs; null: no counterpart. */
  xsd?: string | null;
  note?: string;
}

export type MessageSide = 'export' | 'import';

/** The family's message and the exceptions of its mapping (server/customs/message/mapping-types.ts). */
export interface TableMessage {
  file: MessageSide;
  root: string;
  head: string;
  lines?: string;
  values?: MessageValues;
  inbound?: InboundMapping;
}

export interface FieldTable {
  family: string;
  source: string;
  description?: string;
  message?: TableMessage;
  rows: TableRow[];
}

export interface CommonLimit {
  label: string;
  /** The fields the limit applies to, in the header or the lines of any family... */
  fields?: string[];
  /** ...or every field of this JSON Schema type. */
  type?: 'number' | 'integer' | 'string';
  /** Allowed lengths (characters; x-maxLength for numbers). */
  maxLength?: number[];
  dictionary?: string;
  source: string;
  note?: string;
}

export interface CommonTable {
  source: string;
  description?: string;
  limits: CommonLimit[];
}
