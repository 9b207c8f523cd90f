// How a bill family maps to its customs message, as the field table writes it
// (schemas/tables/{family}.table.json, "message"; format in docs/customs-messages/mapping.md).
// Every element of the message takes the value of the bill's field of the same name; the table
// writes only the exceptions:
// - a row's "xsd" renames its field's element inside the head or lines element, "xsd": null
//   leaves the field out of the message;
// - "values" gives, element by element, what is not a field of the same name: another field
//   (BaseTransfer.note ← copNote), a constant, a derivation, or null (never written).

/** The business-node XSD a family's message is defined in. */
export type MessageSide = 'export' | 'import';

/**
 * The derivations the builder knows (each documented in mapping.md):
 * - guid: a 36-character upper-case identifier of the bill's block, new for every message;
 * - now: the moment the message is built, in China time, in the element's time format
 *   (length 8 yyyyMMdd, 14 yyyyMMddHHmmss, 17 yyyyMMddHHmmssfff);
 * - position: 1, 2, 3… — a line's place in its bill, or a bill's place in its message.
 */
export const DERIVATIONS = ['guid', 'now', 'position'] as const;
export type Derivation = (typeof DERIVATIONS)[number];

/** What feeds one element, when it is not the field of the same name. null: never written. */
export type MessageValue = { field: string } | { constant: string } | { derive: Derivation } | null;

/** element (OrderHead, BaseTransfer…) → child element → its value. */
export type MessageValues = Record<string, Record<string, MessageValue>>;

export interface MessageMapping {
  file: MessageSide;
  /** The message's root element: CEB303Message. */
  root: string;
  /** The element that holds the header fields (OrderHead; Logistics when a bill is one element). */
  head: string;
  /** The element repeated for each line (OrderList). */
  lines?: string;
  values?: MessageValues;
  /** A document customs originates: how the inbox reads it back into a bill (docs/customs-messages/transfer.md). */
  inbound?: InboundMapping;
}

/** The bill a document belongs to, whose company owns the document and whose fields fill it. */
export interface InboundOwner {
  family: string;
  /** Fields of the document equal to the owner's fields of the same name. */
  keys: string[];
  /** Fields that must agree with the owner's where both have a value. */
  agree?: string[];
  /** The line field that pairs a document line with an owner line. */
  lineKey?: string;
  /** A date field of the document ← when the owner received a receipt of this status. */
  times?: Record<string, string>;
  /** The simulated customs issues the document when the owner reaches this status. */
  issuedOn?: string;
}

/** message.inbound of a field table: a document customs sends, read back into a bill of the family. */
export interface InboundMapping {
  /** Head fields naming one document: a bill of the same company with the same values is updated. */
  keys: string[];
  /** The bill's state: a head element's value, or a constant. */
  state: { element: string } | { constant: string };
  /** The head element holding the document's time (yyyyMMddHHmmss[fff]). */
  time: string;
  owner?: InboundOwner;
  /** Without an owner: head elements whose first value that is a portal company owns the document. */
  companies?: string[];
}

/** A field table row as the mapping reads it. */
export interface MappingRow {
  part: 'head' | 'lines';
  field: string;
  /** The element name when it differs; null: the field has no element. */
  xsd?: string | null;
}

/** How a field is written, which decides its format in the message. */
export type FieldForm = 'text' | 'number' | 'date';

/** One field of a family, as the mapping needs it. */
export interface MappingField {
  name: string;
  form: FieldForm;
}
