// The builder as the declare path meets it: the XSD's element order whatever the bill's, the
// standard's formats (China time digits of the element's width, exact decimals from a SQLite
// number or a PostgreSQL text, escaped text, empty optional elements left out), several bills
// in one message where the XSD repeats the bill's block, and the derivations of mapping.md.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../bills/load-definitions.ts';
import { createFamily, type BillFamily } from '../../bills/family.ts';
import { generateBill, type FamilySeed } from '../../bills/seed/generate-bills.ts';
import { Random } from '#core/seed/random.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../bills/settings.ts';
import { loadSeedData } from '../../seed/seed-data.ts';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { billGuid } from './bill-guid.ts';
import { buildMessage, CEB_NAMESPACE, MessageBuildError, type FamilyMessage, type MessageBill } from './build-message.ts';
import { elementFields } from './element-fields.ts';
import { familyMessageOf, storedBill, xsdModelOf } from './family-message.ts';
import { planMessage } from './message-plan.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** 2025-01-01 16:00:00.007 UTC: 2025-01-02 00:00:00.007 in China. */
const NOW = new Date(Date.UTC(2025, 0, 1, 16, 0, 0, 7));

const families = new Map<string, BillFamily>();
let dictionaries: Map<string, string[]>;

beforeAll(async () => {
  for (const definition of loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)) families.set(definition.family, createFamily(definition));
  const seed = await loadSeedData();
  dictionaries = new Map(seed.dictionaries.map((dictionary) => [dictionary.code, dictionary.items.map((item) => item.value)]));
});

function messageOf(id: string): FamilyMessage {
  return familyMessageOf(families.get(id)!)!;
}

/** Demo bills of a family, as the seed generator writes them, read by field name. */
function demoBills(id: string, count: number): MessageBill[] {
  const family = families.get(id)!;
  const seed: FamilySeed = {
    family,
    random: new Random(7),
    company: { code: '91440101MA5CKT9G3F', name: '广州穗通跨境供应链管理有限公司' },
    states: [],
    dictionaries,
    now: NOW.getTime(),
  };
  return Array.from({ length: count }, (_unused, index) => {
    const { head, lines } = generateBill(seed, index + 1, index + 1);
    return storedBill(family, head, lines);
  });
}

function parse(xml: string): Element {
  return new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
}

function children(element: Element, name?: string): Element[] {
  const out: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && (name === undefined || (node as Element).localName === name)) out.push(node as Element);
  }
  return out;
}

function text(element: Element, path: string[]): string | undefined {
  let current: Element | undefined = element;
  for (const name of path) current = current && children(current, name)[0];
  return current?.textContent ?? undefined;
}

describe('buildMessage', () => {
  it('writes the root with its guid in upper case and version 1.0, and validates', () => {
    const xml = buildMessage(messageOf('export-order'), demoBills('export-order', 1), { guid: GUID, now: NOW });
    const root = parse(xml);
    expect(root.localName).toBe('CEB303Message');
    expect(root.namespaceURI).toBe(CEB_NAMESPACE);
    expect(root.getAttribute('guid')).toBe(GUID.toUpperCase());
    expect(root.getAttribute('version')).toBe('1.0');
    expect(validateCebXml(xml)).toEqual([]);
  });

  it("writes elements in the XSD's sequence order, whatever the order of the bill's fields", () => {
    const [bill] = demoBills('export-order', 1);
    const reversed: MessageBill = { head: Object.fromEntries(Object.entries(bill.head).reverse()), lines: bill.lines };
    const head = children(parse(buildMessage(messageOf('export-order'), [reversed], { guid: GUID, now: NOW })), 'Order')[0];
    const written = children(children(head, 'OrderHead')[0]).map((element) => element.localName);
    const sequence = xsdModelOf('export')
      .elements.get('OrderHead')!
      .children.map((particle) => particle.element.name);
    expect(written).toEqual(sequence.filter((name) => written.includes(name)));
    expect(written.slice(0, 3)).toEqual(['guid', 'appType', 'appTime']);
  });

  it('writes the derived guid, appTime as China time and appStatus as the constant of the mapping', () => {
    const xml = buildMessage(messageOf('export-order'), demoBills('export-order', 1), { guid: GUID, now: NOW });
    const root = parse(xml);
    expect(text(root, ['Order', 'OrderHead', 'guid'])).toBe(billGuid(GUID, 1));
    expect(billGuid(GUID, 1)).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(text(root, ['Order', 'OrderHead', 'appTime'])).toBe('20250102000000');
    expect(text(root, ['Order', 'OrderHead', 'appStatus'])).toBe('2');
  });

  it('writes decimals exactly, from a SQLite number or a PostgreSQL numeric text, without trailing zeros', () => {
    const [bill] = demoBills('export-order', 1);
    bill.head.goodsValue = 1234567.89;
    bill.head.freight = '12.50000';
    bill.lines = [{ ...bill.lines[0], qty: 1e-5, price: '100.00000', totalPrice: 0.001 }];
    const root = parse(buildMessage(messageOf('export-order'), [bill], { guid: GUID, now: NOW }));
    expect(text(root, ['Order', 'OrderHead', 'goodsValue'])).toBe('1234567.89');
    expect(text(root, ['Order', 'OrderHead', 'freight'])).toBe('12.5');
    expect(text(root, ['Order', 'OrderList', 'qty'])).toBe('0.00001');
    expect(text(root, ['Order', 'OrderList', 'price'])).toBe('100');
    expect(text(root, ['Order', 'OrderList', 'totalPrice'])).toBe('0.001');
  });

  it("writes stored dates as the element's digits: yyyyMMdd, yyyyMMddHHmmss, yyyyMMddHHmmssfff", () => {
    const [inventory] = demoBills('export-inventory', 1);
    inventory.head.ieDate = '2025-03-04';
    expect(text(parse(buildMessage(messageOf('export-inventory'), [inventory], { guid: GUID, now: NOW })), ['Inventory', 'InventoryHead', 'ieDate'])).toBe(
      '20250304',
    );
    const [receipt] = demoBills('export-receipt', 1);
    receipt.head.accountingDate = '2025-03-04 05:06:07';
    expect(text(parse(buildMessage(messageOf('export-receipt'), [receipt], { guid: GUID, now: NOW })), ['Receipts', 'accountingDate'])).toBe('20250304050607');
    const [result] = demoBills('export-summaryResult', 1);
    result.head.opDate = '2025-03-04 05:06:07';
    expect(
      text(parse(buildMessage(messageOf('export-summaryResult'), [result], { guid: GUID, now: NOW })), ['SummaryResult', 'SummaryResultHead', 'opDate']),
    ).toBe('20250304050607000');
    const tax = parse(buildMessage(messageOf('import-tax'), demoBills('import-tax', 1), { guid: GUID, now: NOW }));
    expect(text(tax, ['Tax', 'TaxHeadRd', 'returnTime'])).toBe('20250102000000007');
  });

  it('escapes markup, leaves empty optional values out, and refuses a character XML cannot hold', () => {
    const [bill] = demoBills('export-order', 1);
    bill.head.ebcName = '<蓝牙耳机 & "充电宝">';
    bill.head.note = '';
    bill.head.copNote = '';
    bill.lines = bill.lines.map((line) => ({ ...line, barCode: null, itemDescribe: '   ' }));
    const xml = buildMessage(messageOf('export-order'), [bill], { guid: GUID, now: NOW });
    expect(xml).toContain('<ceb:ebcName>&lt;蓝牙耳机 &amp; "充电宝"&gt;</ceb:ebcName>');
    expect(xml).not.toMatch(/<ceb:(note|barCode|itemDescribe)>/);
    expect(text(parse(xml), ['Order', 'OrderHead', 'ebcName'])).toBe('<蓝牙耳机 & "充电宝">');
    expect(validateCebXml(xml)).toEqual([]);
    bill.head.ebcName = 'a\u0001b';
    expect(() => buildMessage(messageOf('export-order'), [bill], { guid: GUID, now: NOW })).toThrow(MessageBuildError);
  });

  it('fills BaseTransfer from the transmission fields, copNote as its note', () => {
    const [bill] = demoBills('export-order', 1);
    bill.head.copNote = '传输备注';
    bill.head.note = '订单备注';
    const root = parse(buildMessage(messageOf('export-order'), [bill], { guid: GUID, now: NOW }));
    expect(text(root, ['BaseTransfer', 'copCode'])).toBe(bill.head.copCode);
    expect(text(root, ['BaseTransfer', 'dxpMode'])).toBe(bill.head.dxpMode);
    expect(text(root, ['BaseTransfer', 'note'])).toBe('传输备注');
    expect(text(root, ['Order', 'OrderHead', 'note'])).toBe('订单备注');
  });

  it('carries several bills in one message where the XSD repeats the block, each with its own guid', () => {
    const bills = demoBills('export-order', 3).map((bill): MessageBill => ({
      ...bill,
      head: { ...bill.head, copCode: 'C1', copName: '传输企业', dxpMode: 'DXP', dxpId: 'DXPENT0000000001', copNote: null },
    }));
    const xml = buildMessage(messageOf('export-order'), bills, { guid: GUID, now: NOW });
    const orders = children(parse(xml), 'Order');
    expect(orders.map((order) => text(order, ['OrderHead', 'orderNo']))).toEqual(bills.map((bill) => bill.head.orderNo));
    expect(orders.map((order) => text(order, ['OrderHead', 'guid']))).toEqual([1, 2, 3].map((position) => billGuid(GUID, position)));
    expect(children(parse(xml), 'BaseTransfer')).toHaveLength(1);
    expect(validateCebXml(xml)).toEqual([]);
  });

  it('refuses bills whose BaseTransfer differs, more bills than the XSD allows, and none', () => {
    const message = messageOf('export-order');
    const [first, second] = demoBills('export-order', 2);
    second.head.copCode = `${String(first.head.copCode)}X`;
    expect(() => buildMessage(message, [first, second], { guid: GUID, now: NOW })).toThrow('BaseTransfer.copCode 在这些单证中取值不同');
    expect(() =>
      buildMessage(
        message,
        Array.from({ length: 101 }, () => first),
        { guid: GUID, now: NOW },
      ),
    ).toThrow('一份报文最多 100 份单证');
    expect(() => buildMessage(message, [], { guid: GUID, now: NOW })).toThrow(MessageBuildError);
    // CEB711 holds one Delivery: one bill per message.
    expect(messageOf('import-delivery').plan.maxBills).toBe(1);
  });

  it('numbers lines by position when the mapping derives gnum, whatever the stored numbers', () => {
    const family = families.get('export-order')!;
    const base = messageOf('export-order');
    const mapping = { ...base.mapping, values: { ...base.mapping.values, OrderList: { gnum: { derive: 'position' as const } } } };
    const { plan, problems } = planMessage(xsdModelOf('export'), {
      mapping,
      rows: [],
      headFields: family.headFields.map((field) => ({ name: field.name, form: field.type === 'string' ? (field.format ? 'date' : 'text') : 'number' })),
      lineFields: family.lineFields.map((field) => ({ name: field.name, form: field.type === 'string' ? 'text' : 'number' })),
    });
    expect(problems).toEqual([]);
    const [bill] = demoBills('export-order', 1);
    bill.lines = [bill.lines[0], bill.lines[0], bill.lines[0]].map((line) => ({ ...line, gnum: 9 }));
    const order = children(parse(buildMessage({ family: 'export-order', mapping, plan: plan! }, [bill], { guid: GUID, now: NOW })), 'Order')[0];
    expect(children(order, 'OrderList').map((line) => text(line, ['gnum']))).toEqual(['1', '2', '3']);
  });

  it('says which field feeds an element, for naming a field in an XSD problem', () => {
    const fields = elementFields(messageOf('export-order'));
    expect(fields.get('orderNo')).toEqual([{ parent: 'OrderHead', part: 'head', field: 'orderNo' }]);
    expect(fields.get('note')).toEqual([
      { parent: 'OrderHead', part: 'head', field: 'note' },
      { parent: 'OrderList', part: 'lines', field: 'note' },
      { parent: 'BaseTransfer', part: 'head', field: 'copNote' },
    ]);
    expect(fields.has('guid')).toBe(false);
  });
});
