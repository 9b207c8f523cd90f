// The signature goes where each message's XSD puts it: after BaseTransfer (and BaseSubscribe),
// before ExtendMessage in the export messages and after it in the import ones; a message whose
// XSD has no signature, a message already signed, or one that is not a message is refused.
import { DOMParser } from '@xmldom/xmldom';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { C14nCanonicalization, findAncestorNs } from 'xml-crypto';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { messageLayout } from './signature-placement.ts';
import { canonicalSignedInfo } from './signed-info.ts';
import { signWithCredentials } from './software-signer.ts';
import { testCredentials, unsignedSample } from './spec-fixtures.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const EXTEND = '<ceb:ExtendMessage><ceb:name>ext</ceb:name><ceb:version>1.0</ceb:version><ceb:Message/></ceb:ExtendMessage>';

function withExtendMessage(xml: string): string {
  return xml.replace(/(<\/ceb:BaseTransfer>)/, `$1${EXTEND}`);
}

function order(xml: string): string[] {
  return [...xml.matchAll(/<(ceb:BaseTransfer|ceb:ExtendMessage|ds:Signature)[ >]/g)].map((match) => match[1]!);
}

describe('signature placement', () => {
  const { credentials } = testCredentials('SM2-SM3');

  it('reads from the XSDs which messages may carry a signature and whether they must', () => {
    expect(messageLayout('CEB603Message')).toMatchObject({ signatureRequired: false });
    expect(messageLayout('CEB621Message')).toMatchObject({ signatureRequired: true });
    expect(messageLayout('CEB311Message')!.children.slice(-4)).toEqual(['BaseTransfer', 'BaseSubscribe', 'ExtendMessage', 'Signature']);
    expect(messageLayout('CEB303Message')!.children.slice(-4)).toEqual(['BaseTransfer', 'BaseSubscribe', 'Signature', 'ExtendMessage']);
    expect(messageLayout('CEB312Message')).toBeNull();
  });

  it('puts the signature before ExtendMessage in an export message', () => {
    const signed = signWithCredentials(withExtendMessage(unsignedSample('export/CEB701Message.xml')), credentials);
    expect(order(signed.xml)).toEqual(['ceb:BaseTransfer', 'ds:Signature', 'ceb:ExtendMessage']);
    expect(validateCebXml(signed.xml)).toEqual([]);
  });

  it('puts the signature after ExtendMessage in an import message', () => {
    const signed = signWithCredentials(withExtendMessage(unsignedSample('import/CEB311Message.xml')), credentials);
    expect(order(signed.xml)).toEqual(['ceb:BaseTransfer', 'ceb:ExtendMessage', 'ds:Signature']);
    expect(validateCebXml(signed.xml)).toEqual([]);
  });

  it('refuses what cannot be signed, in Chinese', () => {
    const signed = signWithCredentials(unsignedSample('import/CEB311Message.xml'), credentials);
    expect(() => signWithCredentials(signed.xml, credentials)).toThrow('报文已含签名节点（ds:Signature），不能重复加签');
    expect(() => signWithCredentials(unsignedSample('import/CEB312Message.xml'), credentials)).toThrow('报文 CEB312Message 的 XSD 不含签名节点，不能加签');
    const withLang = unsignedSample('import/CEB311Message.xml').replace('<ceb:CEB311Message ', '<ceb:CEB311Message xml:lang="zh" ');
    expect(() => signWithCredentials(withLang, credentials)).toThrow('报文根节点带有 xml: 属性，不能按标准加签');
    expect(() => signWithCredentials('<order/>', credentials)).toThrow('报文根节点不是海关跨境电商业务报文（ceb:CEBnnnMessage），无法签名');
    expect(() => signWithCredentials('<ceb:CEB311Message xmlns:ceb="http://www.chinaport.gov.cn/ceb">', credentials)).toThrow(
      /报文不是格式正确的 XML，无法签名/,
    );
  });
});

describe('canonical SignedInfo', () => {
  it('is what libxml2 and xml-crypto make of the SignedInfo written into the message', () => {
    const { credentials } = testCredentials('RSA-SHA1');
    const withNamespaces = unsignedSample('import/CEB311Message.xml').replace(
      'xmlns:ceb="http://www.chinaport.gov.cn/ceb"',
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ceb="http://www.chinaport.gov.cn/ceb" xmlns:a="urn:example:a"',
    );
    for (const xml of [unsignedSample('export/CEB701Message.xml'), withNamespaces]) {
      const signed = signWithCredentials(xml, credentials).xml;
      const doc = XmlDocument.fromString(signed);
      const byLibxml2 = doc.get('/*/ds:Signature/ds:SignedInfo', { ds: DS })!.canonicalizeToString();
      doc.dispose();
      const dom = new DOMParser().parseFromString(signed, 'text/xml');
      const byXmlCrypto = new C14nCanonicalization().process(dom.getElementsByTagNameNS(DS, 'SignedInfo')[0] as unknown as Node, {
        ancestorNamespaces: findAncestorNs(dom as unknown as Document, "//*[local-name()='SignedInfo']"),
      });
      const digestValue = /<ds:DigestValue>([^<]*)</.exec(signed)![1]!;
      const ours = canonicalSignedInfo(XmlDocument.fromString(xml).root.nsDeclarations, 'RSA-SHA1', digestValue);
      expect(ours).toBe(byLibxml2);
      expect(ours).toBe(byXmlCrypto);
    }
  });
});
