// The terminal-node envelope of the message standard (§4, terminal-node-202205.xsd): the business
// message, signed, travels base64-encoded in DxpMsg/Data, under a TransInfo saying who sends it to
// whom, when and of what type. The e-port transfer client reads only this envelope, so everything
// in the outbox is wrapped and everything in the inbox unwrapped here.
import { readFileSync } from 'node:fs';
import { chinaDateTime, parseChinaDateTime } from '#core/china-time.ts';
import { parseXmlTree } from '../xsd/ceb-validator.ts';
import { XSD_FOLDER } from '../xsd/official-schemas.ts';
import type { XmlTree } from '../xsd/xml-tree.ts';
import { transferDefinitions } from './transfer-definitions.ts';

/** The namespace of the envelope (terminal-node-202205.xsd targetNamespace). */
export const DXP_NAMESPACE = 'http://www.chinaport.gov.cn/dxp';

export interface TransInfo {
  /** The sender's own id of the message (§4.4 CopMsgId, up to 255): the portal uses a uuid, also the file name. */
  copMsgId: string;
  /** The sender's id given by the data exchange platform (up to 16), e.g. DXPENT0000011351. */
  senderId: string;
  /** 1 to 5 receiver ids; customs' is customsReceiverId(msgType). */
  receiverIds: readonly string[];
  /** The business message's root name, e.g. CEB303Message. */
  msgType: string;
  /** When the message was made (epoch ms), written as China time yyyy-MM-ddTHH:mm:ss. */
  createdAt: number;
}

export interface UnwrappedMessage {
  transInfo: TransInfo & { /** CreatTime as written. */ creatTime: string };
  /** The business message as text (UTF-8, byte-order mark removed). */
  message: string;
  /** The business message's bytes exactly as they were in Data. */
  messageBytes: Buffer;
}

/** An envelope that cannot be read (not XML, not a DxpMsg, a part missing); the reason is Chinese. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** §4.4 CreatTime: yyyy-mm-ddThh:mm:ss (China time, no zone, as the platform writes it). */
export function dxpTime(moment: number): string {
  return chinaDateTime(moment).replace(' ', 'T');
}

const messageRoots = new Map<'export' | 'import', ReadonlySet<string>>();

/** The CEBnnnMessage roots an official business XSD declares (its top-level CEB…Message elements). */
function rootsOf(side: 'export' | 'import'): ReadonlySet<string> {
  let roots = messageRoots.get(side);
  if (!roots) {
    const xsd = readFileSync(`${XSD_FOLDER}${side}-business-node-202205.xsd`, 'utf8');
    roots = new Set([...xsd.matchAll(/<xs:element\s+name="(CEB\d+Message)"/g)].map((match) => match[1]!));
    messageRoots.set(side, roots);
  }
  return roots;
}

/** The receiver id of customs for a business message: by the XSD that declares its root (export or import). */
export function customsReceiverId(msgType: string): string {
  const { customsReceivers } = transferDefinitions();
  for (const side of ['export', 'import'] as const) if (rootsOf(side).has(msgType)) return customsReceivers[side];
  throw new Error(`不是规范定义的业务报文：${msgType}`);
}

/** The DxpMsg text carrying `message` (a signed CEBnnnMessage) in base64. */
export function wrapDxpMsg(message: string | Uint8Array, info: TransInfo): string {
  const bytes = typeof message === 'string' ? Buffer.from(message, 'utf8') : Buffer.from(message);
  const element = (name: string, value: string) => `<dxp:${name}>${escapeXml(value)}</dxp:${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<dxp:DxpMsg xmlns:dxp="${DXP_NAMESPACE}" ver="1.0">`,
    '<dxp:TransInfo>',
    element('CopMsgId', info.copMsgId),
    element('SenderId', info.senderId),
    `<dxp:ReceiverIds>${info.receiverIds.map((id) => element('ReceiverId', id)).join('')}</dxp:ReceiverIds>`,
    element('CreatTime', dxpTime(info.createdAt)),
    element('MsgType', info.msgType),
    '</dxp:TransInfo>',
    element('Data', bytes.toString('base64')),
    '</dxp:DxpMsg>',
    '',
  ].join('\n');
}

function children(parent: XmlTree, name: string): XmlTree[] {
  return parent.children.filter((child) => child.name === name && child.namespace === DXP_NAMESPACE);
}

function child(parent: XmlTree, name: string): XmlTree {
  const found = children(parent, name)[0];
  if (!found) throw new EnvelopeError(`传输报文缺少 ${name}`);
  return found;
}

function text(element: XmlTree): string {
  return element.text.trim();
}

/** A dateTime as written: China time when it names no zone. */
function momentOf(value: string): number {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return Date.parse(value);
  return parseChinaDateTime(value.replace('T', ' ').replace(/\.\d+$/, ''));
}

/** Reads a DxpMsg: its TransInfo and the business message in Data. Throws EnvelopeError when it cannot. */
export function unwrapDxpMsg(xml: string | Uint8Array): UnwrappedMessage {
  // A string is text already; bytes are the file's, read as their declaration says.
  const parsed = parseXmlTree(typeof xml === 'string' ? xml.replace(/^\uFEFF/, '') : xml);
  if (!parsed.tree) throw new EnvelopeError(`传输报文不是格式正确的 XML：${parsed.problems[0]?.message ?? '没有根元素'}`);
  return unwrapDxpTree(parsed.tree);
}

/** unwrapDxpMsg on an envelope already parsed (checkTransferXml's tree: the inbox reads each file once). */
export function unwrapDxpTree(root: XmlTree): UnwrappedMessage {
  if (root.name !== 'DxpMsg' || root.namespace !== DXP_NAMESPACE) {
    throw new EnvelopeError(`传输报文的根元素应为 ${DXP_NAMESPACE} 中的 DxpMsg，实为 ${root.name}`);
  }
  const info = child(root, 'TransInfo');
  const creatTime = text(child(info, 'CreatTime'));
  const messageBytes = Buffer.from(text(child(root, 'Data')).replace(/\s+/g, ''), 'base64');
  return {
    transInfo: {
      copMsgId: text(child(info, 'CopMsgId')),
      senderId: text(child(info, 'SenderId')),
      receiverIds: children(child(info, 'ReceiverIds'), 'ReceiverId').map(text),
      msgType: text(child(info, 'MsgType')),
      creatTime,
      createdAt: momentOf(creatTime),
    },
    message: messageBytes.toString('utf8').replace(/^\uFEFF/, ''),
    messageBytes,
  };
}
