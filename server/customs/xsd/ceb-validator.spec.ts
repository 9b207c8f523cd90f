// The validator a message goes through before it leaves and after it comes in: a valid message
// has no problems; a broken one has problems naming the element, in Chinese; a document that is
// not XML, or is no message of the standard, is a problem and never an exception.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCebXml, validateTransferXml } from './ceb-validator.ts';

const samples = new URL('../../../schemas/reference/ceb-202205/samples/', import.meta.url);
const sample = (path: string): string => readFileSync(new URL(path, samples), 'utf8');

describe('validateCebXml', () => {
  it('accepts a valid export message and a valid import message, as text or bytes', () => {
    expect(validateCebXml(sample('export/CEB604Message.xml'))).toEqual([]);
    expect(validateCebXml(readFileSync(new URL('import/CEB311Message.xml', samples)))).toEqual([]);
  });

  it('counts the characters of a string whatever encoding its declaration names, and decodes bytes by it', () => {
    const gbk = sample('import/CEB311Message.xml')
      .replace(/^\uFEFF/, '')
      .replace('encoding="UTF-8"', 'encoding="GBK"')
      .replace(/<ceb:orderNo>[^<]*</, `<ceb:orderNo>${'订'.repeat(60)}<`);
    expect(gbk).toContain('encoding="GBK"');
    expect(validateCebXml(gbk)).toEqual([]);
    expect(validateCebXml(new Uint8Array(new TextEncoder().encode(gbk.replace('encoding="GBK"', 'encoding="UTF-8"'))))).toEqual([]);
    expect(validateCebXml(gbk.replace('订<', '订订<'))).toMatchObject([{ element: 'orderNo', text: '报文元素 orderNo 长度超过 60（现为 61）' }]);
  });

  it('names a missing required element', () => {
    const xml = sample('import/CEB311Message.xml').replace(/<ceb:orderNo>[^<]*<\/ceb:orderNo>\s*/, '');
    const problems = validateCebXml(xml);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.expected).toContain('orderNo');
    expect(problems[0]!.text).toMatch(/orderNo/);
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('says in Chinese that a value is too long', () => {
    const xml = sample('import/CEB311Message.xml').replace(/<ceb:orderNo>[^<]*</, `<ceb:orderNo>${'A'.repeat(61)}<`);
    expect(validateCebXml(xml)).toMatchObject([{ element: 'orderNo', text: '报文元素 orderNo 长度超过 60（现为 61）' }]);
  });

  it('refuses malformed XML with a problem instead of throwing', () => {
    const problems = validateCebXml('<ceb:CEB311Message xmlns:ceb="http://www.chinaport.gov.cn/ceb"><ceb:Order></ceb:CEB311Message>');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ element: null, line: 1 });
    expect(problems[0]!.text).toMatch(/^报文不是格式正确的 XML/);
    expect(validateCebXml('')[0]!.text).toMatch(/^报文不是格式正确的 XML/);
  });

  it('does not read external entities, and refuses a document with entity references instead of throwing', () => {
    const xml = sample('import/CEB311Message.xml')
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE ceb:CEB311Message [<!ENTITY e SYSTEM "file:///etc/hostname">]>',
      )
      .replace(/<ceb:orderNo>[^<]*</, '<ceb:orderNo>&e;<');
    expect(xml).toContain('&e;');
    expect(validateCebXml(xml)).toMatchObject([{ element: null, text: expect.stringMatching(/^报文含有无法按规范校验的内容/) }]);
  });

  it('refuses a root no XSD declares, and a root outside the customs namespace', () => {
    expect(validateCebXml('<ceb:CEB999Message xmlns:ceb="http://www.chinaport.gov.cn/ceb"/>')).toMatchObject([{ element: 'CEB999Message' }]);
    expect(validateCebXml('<ceb:Order xmlns:ceb="http://www.chinaport.gov.cn/ceb"/>')).toMatchObject([{ element: 'Order' }]);
    expect(validateCebXml('<CEB311Message/>')[0]!.text).toMatch(/命名空间/);
  });
});

describe('validateTransferXml', () => {
  it('validates the DxpMsg envelope against terminal-node and refuses a business message there', () => {
    const envelope =
      '<dxp:DxpMsg ver="1.0" xmlns:dxp="http://www.chinaport.gov.cn/dxp"><dxp:TransInfo><dxp:CopMsgId>00000000-0000-0000-0000-000000000001</dxp:CopMsgId>' +
      '<dxp:SenderId>DXPENT0000000001</dxp:SenderId><dxp:ReceiverIds><dxp:ReceiverId>DXPEDCCEB0000002</dxp:ReceiverId></dxp:ReceiverIds>' +
      '<dxp:CreatTime>2022-05-01T10:00:00</dxp:CreatTime><dxp:MsgType>CEB311Message</dxp:MsgType></dxp:TransInfo><dxp:Data>PGE+PC9hPg==</dxp:Data></dxp:DxpMsg>';
    expect(validateTransferXml(envelope)).toEqual([]);
    expect(validateTransferXml(envelope.replace('<dxp:SenderId>DXPENT0000000001</dxp:SenderId>', ''))).toMatchObject([{ expected: ['SenderId'] }]);
    expect(validateTransferXml(sample('import/CEB311Message.xml'))).toMatchObject([{ element: 'CEB311Message' }]);
  });
});
