// What every signer offers: a business message in, the same message with its enveloped
// ds:Signature out. The software certificate and the e-port card client are the two kinds.
import type { SignatureAlgorithm } from './algorithms.ts';

export interface SignContext {
  /** The declaring company (10-character customs code) whose certificate signs. */
  companyCode: string;
}

export interface SignedMessage {
  /** The message with ds:Signature inserted where the XSD puts it. */
  xml: string;
  algorithm: SignatureAlgorithm;
  /** The certificate number shown as ds:KeyName (serial number, or the card's certificate number). */
  certificateNo: string;
  /** The certificate's subject, as OpenSSL prints it. */
  subject: string;
}

export interface Signer {
  sign(xml: string, context: SignContext): Promise<SignedMessage>;
}

/** A signing failure a user can act on; `message` is Chinese and shown as is. */
export class SignError extends Error {
  override name = 'SignError';
}
