// Validation of customs messages against the official XSDs, in a worker thread. Each worker loads
// libxml2 and compiles the schemas on its first validation (~150 ms) and keeps them while it
// lives; workers that never validate never load it. libxml2 is bound with a dynamic import, not
// through ceb-validator.ts: see customs/xsd/libxml2-binding.ts.
import { createCustomsValidators, type CustomsValidators } from '../../customs/xsd/customs-validators.ts';
import { importLibxml2 } from '../../customs/xsd/libxml2-binding.ts';
import type { XsdProblem } from '../../customs/xsd/problems.ts';

export interface ValidateCustomsXmlInput {
  /** 'ceb': a business message (CEBnnnMessage); 'transfer': the DxpMsg envelope. */
  kind: 'ceb' | 'transfer';
  xml: string | Uint8Array;
}

let validators: Promise<CustomsValidators> | null = null;

export async function validateCustomsXml(input: ValidateCustomsXmlInput): Promise<XsdProblem[]> {
  validators ??= importLibxml2().then(createCustomsValidators);
  const { validateCebXml, validateTransferXml } = await validators;
  return input.kind === 'ceb' ? validateCebXml(input.xml) : validateTransferXml(input.xml);
}
