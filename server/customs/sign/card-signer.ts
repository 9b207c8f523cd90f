// Signs with the operator's e-port card through the card client's local WebSocket: the portal
// builds the canonical SignedInfo, the card signs it (SM2 with SM3 on an SM2 card, RSA with SHA-1
// on an RSA one) and gives its certificate; the portal assembles the same ds:Signature as the
// software signer and checks the card's signature against the card's certificate before use.
import { verify as nodeVerify } from 'node:crypto';
import { readCertificate, type CertificateInfo } from './certificate.ts';
import { CARD_METHODS, CardSession } from './card-client.ts';
import { prepareEnvelopedSignature } from './enveloped-signature.ts';
import type { CardClientSettings } from './sign-settings.ts';
import { SignError, type SignContext, type SignedMessage, type Signer } from './signer.ts';
import { sm2RawSignature, sm2Verify } from './sm2.ts';

function signatureOf(certificate: CertificateInfo, signedInfo: Buffer, answer: string): Buffer {
  const value = Buffer.from(answer.replace(/\s+/g, ''), 'base64');
  const { publicKey } = certificate;
  if (publicKey.algorithm === 'SM2-SM3') {
    // Cards answer r || s or DER; the message carries r || s either way.
    const raw = sm2RawSignature(value);
    if (raw && sm2Verify(signedInfo, raw, publicKey.point)) return raw;
  } else if (nodeVerify('sha1', signedInfo, publicKey.key, value)) {
    return value;
  }
  throw new SignError('电子口岸卡返回的签名无法用卡内证书验证，未使用：请确认读卡器中是本企业的签名卡');
}

export class CardSigner implements Signer {
  constructor(private readonly settings: CardClientSettings) {}

  async sign(xml: string, _context: SignContext): Promise<SignedMessage> {
    const { pin } = this.settings;
    if (!pin) throw new SignError('未配置电子口岸卡口令（PORTAL_SIGN_CARD_PIN），不能用卡签名');
    const session = await CardSession.open(this.settings);
    try {
      const [certificateText] = await session.call(CARD_METHODS.signCertificate, {});
      const certificate = readCertificate(certificateText!);
      const pending = prepareEnvelopedSignature(xml, certificate.algorithm);
      let answer: string[];
      try {
        answer = await session.call(CARD_METHODS.signData, { inData: pending.signedInfo.toString('utf8'), passwd: pin });
      } catch (error) {
        pending.discard();
        throw error;
      }
      const [signatureText, cardCertificateNo] = answer;
      let signatureValue: Buffer;
      try {
        signatureValue = signatureOf(certificate, pending.signedInfo, signatureText!);
      } catch (error) {
        pending.discard();
        throw error;
      }
      const certificateNo = cardCertificateNo?.trim() || certificate.serialNumber;
      const signed = pending.complete({ signatureValue, certificate: certificate.der, keyName: certificateNo });
      return { xml: signed, algorithm: certificate.algorithm, certificateNo, subject: certificate.subject };
    } finally {
      session.close();
    }
  }
}
