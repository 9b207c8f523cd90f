// The terminal-node envelope and the receipt messages as the inbox reads them: a wrapped message
// passes terminal-node-202205.xsd and comes back byte for byte; every receipt the portal takes is
// defined consistently with the official XSD and with the families that receive it; the official
// receipt samples read into status, time, keys and assigned numbers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../bills/load-definitions.ts';
import { validateTransferXml } from '../xsd/ceb-validator.ts';
import { customsReceiverId, dxpTime, EnvelopeError, unwrapDxpMsg, wrapDxpMsg } from './envelope.ts';
import { readReceiptMessage, parseReturnTime, formatReturnTime } from './receipt-read.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import { messageNumber, transferDefinitions } from './transfer-definitions.ts';

const root = new URL('../../../', import.meta.url);
const sample = (path: string) => readFileSync(new URL(`schemas/reference/ceb-202205/samples/${path}`, root));
const info = {
  copMsgId: 'C7E1D9B2-5A0F-4C1E-9A61-0E7B3C2D4F10',
  senderId: 'DXPENT0000011351',
  receiverIds: ['DXPEDCCEB0000003'],
  msgType: 'CEB604Message',
  createdAt: Date.parse('2024-06-15T02:03:04Z'),
};

describe('wrapDxpMsg / unwrapDxpMsg', () => {
  it('wraps a message in an envelope that terminal-node-202205.xsd accepts, with TransInfo as given and China time', () => {
    const envelope = wrapDxpMsg(sample('export/CEB604Message.xml'), info);
    expect(validateTransferXml(envelope)).toEqual([]);
    expect(envelope).toContain('<dxp:CreatTime>2024-06-15T10:03:04</dxp:CreatTime>');
    expect(envelope).toContain('<dxp:ReceiverIds><dxp:ReceiverId>DXPEDCCEB0000003</dxp:ReceiverId></dxp:ReceiverIds>');
    expect(dxpTime(info.createdAt)).toBe('2024-06-15T10:03:04');
  });

  it('gives back the TransInfo and the very bytes of the message', () => {
    const bytes = sample('import/CEB622Message.xml');
    const unwrapped = unwrapDxpMsg(wrapDxpMsg(bytes, { ...info, msgType: 'CEB622Message', receiverIds: ['A1', 'B2'] }));
    expect(unwrapped.messageBytes.equals(bytes)).toBe(true);
    expect(unwrapped.transInfo).toEqual({ ...info, msgType: 'CEB622Message', receiverIds: ['A1', 'B2'], creatTime: '2024-06-15T10:03:04' });
    expect(unwrapped.message.startsWith('<?xml')).toBe(true);
  });

  it('escapes what it writes, and the XSD refuses what the standard does not allow', () => {
    expect(validateTransferXml(wrapDxpMsg('<a/>', { ...info, copMsgId: 'a<b>&"c' }))).toEqual([]);
    expect(unwrapDxpMsg(wrapDxpMsg('<a/>', { ...info, copMsgId: 'a<b>&"c' })).transInfo.copMsgId).toBe('a<b>&"c');
    expect(validateTransferXml(wrapDxpMsg('<a/>', { ...info, senderId: 'X'.repeat(17) }))[0]?.element).toBe('SenderId');
    expect(validateTransferXml(wrapDxpMsg('<a/>', { ...info, receiverIds: ['1', '2', '3', '4', '5', '6'] }))).not.toEqual([]);
    expect(validateTransferXml(wrapDxpMsg('<a/>', { ...info, receiverIds: [] }))).not.toEqual([]);
  });

  it('refuses what is not an envelope, in Chinese', () => {
    expect(() => unwrapDxpMsg('not xml')).toThrow(EnvelopeError);
    expect(() => unwrapDxpMsg(sample('export/CEB604Message.xml'))).toThrow(/根元素应为 .* DxpMsg/);
    expect(() => unwrapDxpMsg('<DxpMsg xmlns="http://www.chinaport.gov.cn/dxp" ver="1.0"><Data>AA==</Data></DxpMsg>')).toThrow('传输报文缺少 TransInfo');
  });

  it('addresses customs by the XSD of the message: import and export have their own receiver', () => {
    const { customsReceivers } = transferDefinitions();
    expect(customsReceiverId('CEB311Message')).toBe(customsReceivers.import);
    expect(customsReceiverId('CEB303Message')).toBe(customsReceivers.export);
    expect(customsReceivers).toEqual({ import: 'DXPEDCCEB0000002', export: 'DXPEDCCEB0000003' });
    expect(() => customsReceiverId('CEB999Message')).toThrow('不是规范定义的业务报文');
  });
});

/** Child element names of a top-level element of an official business XSD (refs resolved by name). */
const xsds = new Map<string, Element>();
function xsdChildren(side: 'export' | 'import', element: string): string[] {
  let xsd = xsds.get(side);
  if (!xsd) {
    const path = new URL(`schemas/reference/ceb-202205/xsd/${side}-business-node-202205.xsd`, root);
    xsd = new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'text/xml').documentElement!;
    xsds.set(side, xsd);
  }
  const top = Array.from(xsd.childNodes).find(
    (node) => node.nodeType === 1 && (node as Element).localName === 'element' && (node as Element).getAttribute('name') === element,
  ) as Element | undefined;
  if (!top) return [];
  return Array.from(top.getElementsByTagName('xs:element')).map((child) =>
    (child.getAttribute('name') || child.getAttribute('ref') || '').replace(/^ceb:/, ''),
  );
}

function sideOf(message: string): 'export' | 'import' {
  return xsdChildren('export', message).length > 0 ? 'export' : 'import';
}

describe('receipt definitions (schemas/customs/transfer.json)', () => {
  const { receipts } = transferDefinitions();
  const families = loadDefinitions(fileURLToPath(new URL('schemas/bills', root)));

  it('name, for each receipt message, the one receipt element the XSD puts under its root, and elements it has', () => {
    for (const receipt of receipts.values()) {
      const side = sideOf(receipt.message);
      expect(xsdChildren(side, receipt.message), receipt.message).toEqual([receipt.element]);
      const children = xsdChildren(side, receipt.element);
      for (const name of [...receipt.assigns, ...receipt.companies, 'guid', 'returnStatus', 'returnTime', 'returnInfo'])
        expect(children, `${receipt.message} ${name}`).toContain(name);
    }
  });

  it("cover every receipt type a family receives, and each family's receipt keys are elements of its receipt", () => {
    const received = families.filter((definition) => /^CEB\d{3}/.test(definition.ui.receipt?.messageType ?? ''));
    expect(received.length).toBeGreaterThan(15);
    for (const definition of received) {
      const message = `${messageNumber(definition.ui.receipt!.messageType)}Message`;
      const receipt = receipts.get(message);
      // Customs-originated documents (CEB816/818 tax bills) are not receipts of a declaration.
      if (!receipt && /^CEB81\d/.test(message)) continue;
      expect(receipt, `${definition.family} receives ${message}`).toBeDefined();
      const children = xsdChildren(sideOf(message), receipt!.element);
      for (const key of definition.ui.receipt!.keys) expect(children, `${definition.family} key ${key}`).toContain(key);
    }
  });
});

describe('readReceiptMessage', () => {
  const { receipts } = transferDefinitions();
  it('reads every official receipt sample the XSD accepts: guid, status, time and the numbers customs assigned', () => {
    const message = readReceiptMessage(sample('export/CEB604Message.xml').toString('utf8'));
    expect(message).toMatchObject({ guid: '311AF125-6FED-4603-8C5D-49B1FA4B4B9B', messageType: 'CEB604Message' });
    expect(message.receipts).toHaveLength(10);
    expect(message.receipts[0]).toMatchObject({
      returnStatus: '2',
      returnTime: '20180507153001001',
      returnAt: Date.parse('2018-05-07T15:30:01.001+08:00'),
      returnInfo: '新增申报成功[4CDE1CFD-EDED-46B1-946C-B8022E42FC94]',
      assigned: { preNo: 'P20180507000000001', invtNo: 'Invt20180507000001' },
      companies: { agentCode: '1105910159', ebcCode: '1105910159', ebpCode: '1105910159' },
    });
    expect(message.receipts[0]!.values.copNo).toBe('Cop20180507001');
    for (const receipt of receipts.values()) {
      if (receipt.message === 'CEB214Message') continue; // the official sample's root is CEB214 (README: a known-invalid sample)
      const read = readReceiptMessage(sample(`${sideOf(receipt.message)}/${receipt.message}.xml`).toString('utf8'));
      expect(read.receipts.length, receipt.message).toBeGreaterThan(0);
      expect(Number.isNaN(read.receipts[0]!.returnAt), receipt.message).toBe(false);
    }
  });

  it('refuses a message that is not a receipt, and a receipt time that is not one', () => {
    const notReceipt = () => readReceiptMessage(sample('import/CEB311Message.xml').toString('utf8'));
    expect(notReceipt).toThrow(QuarantineReason);
    expect(notReceipt).toThrow('不受理的报文类型：CEB311Message');
    const badTime = sample('export/CEB304Message.xml')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/20180507153001001/g, '2018-05-07');
    expect(() => readReceiptMessage(badTime)).toThrow('回执时间 returnTime「2018-05-07」不是 yyyyMMddHHmmssfff 格式');
  });

  it('writes and reads receipt times in China time with milliseconds', () => {
    const moment = Date.parse('2024-06-15T02:03:04.056Z');
    expect(formatReturnTime(moment)).toBe('20240615100304056');
    expect(parseReturnTime('20240615100304056')).toBe(moment);
    expect(parseReturnTime('20240615100304')).toBe(moment - 56);
    expect(parseReturnTime('2024-06-15')).toBeNaN();
  });
});
