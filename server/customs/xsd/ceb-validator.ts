// Validation of customs messages against the official XSDs on the calling thread (issue 24: what
// goes to customs is checked by a real validator before it leaves; what comes in is checked before
// it is believed). About a millisecond for an ordinary message, so a request may validate the
// message it sends; many at once go through off-thread.ts. The schemas are compiled on the first
// call and kept for the life of the process.
//
// Not for modules a worker task imports statically: see libxml2-binding.ts (the worker task binds
// its own copy with importLibxml2()).
import { ParseOption, XmlDocument, XmlElement, XmlError, XmlValidateError, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';
import { fsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { createCustomsValidators, type CheckedXml, type CustomsValidators } from './customs-validators.ts';
import type { XsdProblem } from './problems.ts';

export type { XsdProblem } from './problems.ts';
export type { CheckedXml } from './customs-validators.ts';

let validators: CustomsValidators | null = null;

function bound(): CustomsValidators {
  validators ??= createCustomsValidators({
    ParseOption,
    XmlDocument,
    XmlElement,
    XmlError,
    XmlValidateError,
    XsdValidator,
    xmlRegisterInputProvider,
    fsInputProviders,
  });
  return validators;
}

/** Problems of a business message (CEBnnnMessage) against the official XSD; empty when valid. */
export function validateCebXml(xml: string | Uint8Array): XsdProblem[] {
  return bound().validateCebXml(xml);
}

/** Problems of a transfer envelope (DxpMsg, or the platform's DxpRep) against terminal-node-202205.xsd. */
export function validateTransferXml(xml: string | Uint8Array): XsdProblem[] {
  return bound().validateTransferXml(xml);
}

/** validateCebXml, and when the message is valid its elements as plain objects (one parse for both). */
export function checkCebXml(xml: string | Uint8Array): CheckedXml {
  return bound().checkCebXml(xml);
}

/** validateTransferXml, and when the envelope is valid its elements as plain objects (one parse for both). */
export function checkTransferXml(xml: string | Uint8Array): CheckedXml {
  return bound().checkTransferXml(xml);
}

/** A well-formed document's elements as plain objects, not validated; a problem when it is not XML. */
export function parseXmlTree(xml: string | Uint8Array): CheckedXml {
  return bound().parseXmlTree(xml);
}
