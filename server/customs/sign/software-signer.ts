// Signs with the company's software certificate from the certificate folder.
import { prepareEnvelopedSignature } from './enveloped-signature.ts';
import type { KeyCredentials } from './key-credentials.ts';
import type { CertificateStore } from './certificate-store.ts';
import type { SignContext, SignedMessage, Signer } from './signer.ts';

/** Signs one message with given credentials (synchronous: everything is local). */
export function signWithCredentials(xml: string, credentials: KeyCredentials): SignedMessage {
  const pending = prepareEnvelopedSignature(xml, credentials.algorithm);
  const { certificate } = credentials;
  let signatureValue: Buffer;
  try {
    signatureValue = credentials.sign(pending.signedInfo);
  } catch (error) {
    pending.discard();
    throw error;
  }
  const signed = pending.complete({
    signatureValue,
    certificate: certificate.der,
    keyName: certificate.serialNumber,
  });
  return { xml: signed, algorithm: credentials.algorithm, certificateNo: certificate.serialNumber, subject: certificate.subject };
}

export class SoftwareSigner implements Signer {
  constructor(private readonly store: CertificateStore) {}

  sign(xml: string, context: SignContext): Promise<SignedMessage> {
    try {
      return Promise.resolve(signWithCredentials(xml, this.store.credentials(context.companyCode)));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
}
