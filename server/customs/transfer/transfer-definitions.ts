// The transfer's own definition file (schemas/customs/transfer.json, meta-schema
// schemas/meta/customs-transfer.schema.json): the receiver ids of customs, and for each official
// receipt message its receipt element, the numbers customs assigns in it and the elements naming
// companies; the documents customs originates (CEB816, CEB818, CEB792: a bill itself or a bill's
// status) and how the simulated customs taxes an import. Read and checked once; which family a
// receipt answers and the fields that find the bill come from each family's ui.receipt, not from
// here, and how a bill document is read back from its family's message.inbound.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';

const DEFINITION = fileURLToPath(new URL('../../../schemas/customs/transfer.json', import.meta.url));
const META = fileURLToPath(new URL('../../../schemas/meta/customs-transfer.schema.json', import.meta.url));

export interface ReceiptDefinition {
  /** The root element, CEBnnnMessage (also the envelope's MsgType). */
  message: string;
  /** The receipt element under the root (1 to 100 of them). */
  element: string;
  /** Elements holding numbers customs assigns (preNo, invtNo…), written to the bill's fields of the same name. */
  assigns: readonly string[];
  /** Elements holding company codes. */
  companies: readonly string[];
}

/** A document customs originates (not a receipt): a bill itself, or a bill's new status. */
export type DocumentDefinition = { message: string; kind: 'bill' } | { message: string; kind: 'status'; element: string; status: string; time: string };

/** How the simulated customs taxes a cross-border retail import (comprehensive tax). */
export interface ComprehensiveTax {
  /** The share of the statutory VAT and excise levied (0.7). */
  share: string;
  /** Line rate field → its statutory rate. */
  statutoryRates: Readonly<Record<string, string>>;
  /** Line rate fields taken as 0 (customs duty within the limits). */
  exemptRates: readonly string[];
}

export interface TransferDefinitions {
  customsReceivers: { export: string; import: string };
  /** By root element name. */
  receipts: ReadonlyMap<string, ReceiptDefinition>;
  /** By root element name. */
  documents: ReadonlyMap<string, DocumentDefinition>;
  comprehensiveTax?: ComprehensiveTax;
}

let loaded: TransferDefinitions | null = null;

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

/** The definitions, read and checked against their meta-schema on first use; throws naming the problem. */
export function transferDefinitions(): TransferDefinitions {
  if (loaded) return loaded;
  const data = readJson(DEFINITION);
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readJson(META) as object);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
    throw new Error(`schemas/customs/transfer.json 不符合其元模式：${problems}`);
  }
  const file = data as {
    customsReceivers: TransferDefinitions['customsReceivers'];
    receipts: ReceiptDefinition[];
    documents?: DocumentDefinition[];
    comprehensiveTax?: ComprehensiveTax;
  };
  const receipts = new Map<string, ReceiptDefinition>();
  for (const receipt of file.receipts) {
    if (receipts.has(receipt.message)) throw new Error(`schemas/customs/transfer.json：回执报文 ${receipt.message} 写了两次`);
    receipts.set(receipt.message, receipt);
  }
  const documents = new Map<string, DocumentDefinition>();
  for (const document of file.documents ?? []) {
    if (documents.has(document.message) || receipts.has(document.message)) throw new Error(`schemas/customs/transfer.json：报文 ${document.message} 写了两次`);
    documents.set(document.message, document);
  }
  loaded = {
    customsReceivers: { export: file.customsReceivers.export, import: file.customsReceivers.import },
    receipts,
    documents,
    comprehensiveTax: file.comprehensiveTax,
  };
  return loaded;
}

/** CEB304Message and CEB304 name one message type (families' ui.receipt.messageType write either). */
export function messageNumber(type: string): string {
  return type.replace(/Message$/, '');
}
