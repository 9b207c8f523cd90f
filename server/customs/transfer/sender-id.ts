// How long a sender id may be in the envelope (terminal-node-202205.xsd, TransInfo/SenderId; §4.4
// gives 16). The business message allows BaseTransfer.dxpId up to 30 characters, yet that value
// leaves as the envelope's SenderId: a longer one would build a valid message that cannot be sent,
// so 申报 refuses it (customs/declare/declared-messages.ts). Read from the XSD once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { XSD_FOLDER } from '../xsd/official-schemas.ts';

const XS = 'http://www.w3.org/2001/XMLSchema';
let limit: number | null = null;

export function senderIdMaxLength(): number {
  if (limit !== null) return limit;
  const document = new DOMParser().parseFromString(readFileSync(join(XSD_FOLDER, 'terminal-node-202205.xsd'), 'utf8'), 'text/xml');
  const element = Array.from(document.getElementsByTagNameNS(XS, 'element')).find((candidate: Element) => candidate.getAttribute('name') === 'SenderId');
  const facet = element?.getElementsByTagNameNS(XS, 'maxLength')[0]?.getAttribute('value');
  if (!facet) throw new Error('terminal-node-202205.xsd 中找不到 SenderId 的 maxLength');
  limit = Number(facet);
  return limit;
}
