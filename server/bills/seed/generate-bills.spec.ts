// The generator on the kinds of family the definitions now have: read-only lists without states
// (knowledge documents), lists with states but no lifecycle (sign records) and XML text fields.
import { describe, expect, it } from 'vitest';
import { buildDefinitions } from '#core/definition/index.ts';
import { createFamily, type BillFamily } from '../family.ts';
import { generateBill, type FamilySeed } from './generate-bills.ts';
import { Random } from '#core/seed/random.ts';
import { xmlDocument } from './xml-document.ts';

const COMPANY = { code: '91440101MA5CKT9G3F', name: '广州穗通跨境供应链管理有限公司' };

function readOnlyList(id: string, properties: Record<string, unknown>, ui: Record<string, unknown> = {}): BillFamily {
  const name = id.split('-')[1];
  const files = {
    [`${id}.schema.json`]: { $id: id, title: '样例列表', type: 'object', properties },
    [`${id}.ui.json`]: {
      family: id,
      route: `/bill/other/${name}`,
      api: { base: `/sample/${name}`, list: 'list' },
      list: {
        columns: [{ field: Object.keys(properties)[0] }],
        sortable: [],
        defaultSort: { field: 'createTime', order: 'desc' },
      },
      buttons: [],
      ...ui,
    },
  };
  return createFamily(buildDefinitions(files)[0]);
}

function seedOf(family: BillFamily, states: FamilySeed['states'] = []): FamilySeed {
  return { family, random: new Random(11), company: COMPANY, states, dictionaries: new Map(), now: Date.UTC(2025, 5, 1) };
}

/** Tags nest and close, text holds no markup, one root element. */
function isWellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const text = body.slice(at, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(text) || (open.length === 0 && text.trim() !== '')) return false;
    if (match[1]) {
      if (open.pop() !== match[2]) return false;
    } else {
      if (open.length === 0) roots += 1;
      if (!match[4]) open.push(match[2]);
    }
    at = tag.lastIndex;
  }
  return open.length === 0 && roots === 1 && body.slice(at).trim() === '';
}

describe('generateBill', () => {
  it('fills a read-only list without states: every field, the draft state, no receipt', () => {
    const family = readOnlyList('other-notes', {
      fileName: { type: 'string', title: '文件名称', maxLength: 255 },
      issuer: { type: 'string', title: '发布单位', maxLength: 50, readOnly: true },
    });
    const bills = Array.from({ length: 20 }, (_unused, index) => generateBill(seedOf(family), index + 1, index + 1));
    for (const { head, receipt } of bills) {
      expect(head.state).toBe('0');
      expect(receipt).toBeNull();
      expect(head.return_info).toBeNull();
      expect(head.file_name).toEqual(expect.any(String));
      expect(head.issuer).toEqual(expect.any(String));
    }
  });

  it('spreads a list with states but no lifecycle over its states, without receipts', () => {
    const family = readOnlyList(
      'other-signs',
      { copNo: { type: 'string', title: '企业内部编号', maxLength: 30 } },
      { stateType: { mode: 'SIGN', billType: 'CbeSignState' } },
    );
    const states = ['0', '1', '2', '3'].map((state) => ({ state, name: `状态${state}` }));
    const seed = seedOf(family, states);
    const bills = Array.from({ length: 60 }, (_unused, index) => generateBill(seed, index + 1, index + 1));
    expect(new Set(bills.map((bill) => bill.head.state)).size).toBe(4);
    expect(bills.every((bill) => bill.receipt === null)).toBe(true);
  });

  it("writes XML fields as well-formed documents of the bill's values, within their maxLength", () => {
    const limits = [4, 12, 70, 160, 400, 100_000];
    const properties: Record<string, unknown> = {
      typeName: { type: 'string', title: '报文类型', maxLength: 6, enum: ['CEB303', 'CEB603'] },
      copNo: { type: 'string', title: '企业内部编号', maxLength: 30 },
    };
    for (const limit of limits) properties[`data${limit}`] = { type: 'string', title: `数据${limit}`, maxLength: limit, contentMediaType: 'application/xml' };
    const family = readOnlyList('other-signs', properties);
    const seed = seedOf(family);
    for (let serial = 1; serial <= 10; serial += 1) {
      const { head } = generateBill(seed, serial, serial);
      for (const limit of limits) {
        const xml = String(head[`data${limit}`]);
        expect(xml.length, xml).toBeLessThanOrEqual(limit);
        expect(isWellFormed(xml), xml).toBe(true);
      }
      expect(head.data100000).toContain(`<ceb:${head.type_name}Message`);
      expect(head.data100000).toContain(`<ceb:copNo>${head.cop_no}</ceb:copNo>`);
    }
  });

  it('escapes markup in the values it puts into XML', () => {
    const family = readOnlyList('other-signs', {
      goodsName: { type: 'string', title: '商品名称', maxLength: 50 },
      data: { type: 'string', title: '数据', maxLength: 1000, contentMediaType: 'application/xml' },
    });
    const [, data] = family.headFields;
    const xml = xmlDocument(data, { goods_name: '<蓝牙耳机 & "充电宝">' }, family.headFields, 'G-1');
    expect(xml).toContain('<ceb:goodsName>&lt;蓝牙耳机 &amp; &quot;充电宝&quot;&gt;</ceb:goodsName>');
    expect(isWellFormed(xml!)).toBe(true);
  });
});
