// The x-refersTo check as an analyst meets it: linked families in a temporary tree pass, and each
// kind of wrong link is reported at the field's x-refersTo, in Chinese; the project's own
// definitions have no such problem.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { linkedFamilyFiles, writeDefinitionFolder } from '../../tests/api/fixtures/linked-families.ts';
import { checkBillRefs } from './check-bill-refs.ts';
import { loadBills } from './load-bills.ts';
import { formatProblem } from './problem.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

type Files = ReturnType<typeof linkedFamilyFiles>;

/** The problems of a tree holding the linked families, after `change` edited their files. */
function refProblems(change: (files: Files) => void = () => {}): string[] {
  const root = mkdtempSync(join(tmpdir(), 'check-bill-refs-'));
  roots.push(root);
  cpSync(join(projectRoot, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  const files = linkedFamilyFiles();
  change(files);
  writeDefinitionFolder(files, join(root, 'schemas/bills'));
  const loaded = loadBills(root);
  expect(loaded.problems.map(formatProblem)).toEqual([]);
  return checkBillRefs(loaded.families, loaded.shared).map(formatProblem);
}

type Properties = Record<string, Record<string, unknown>>;
type FamilySchema = { properties: Properties & { lines: { items: { properties: Properties } } } };
const field = (files: Files, family: string, name: string): Record<string, unknown> => (files[`${family}.schema.json`] as FamilySchema).properties[name];
const lineField = (files: Files, family: string, name: string): Record<string, unknown> =>
  (files[`${family}.schema.json`] as FamilySchema).properties.lines.items.properties[name];
const WAYBILL_ORDER = 'schemas/bills/export-waybill.schema.json#/properties/orderNo/x-refersTo';

describe('x-refersTo check', () => {
  it('accepts families that refer to existing header fields of the same type', () => {
    expect(refProblems()).toEqual([]);
  });

  it('names a family that does not exist', () => {
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-SHOP.shopNo'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-SHOP.shopNo"：单证族 export-SHOP 不存在（是否为 "export-shop"？）`,
    ]);
  });

  it('names a field the family does not have, a line field and a system field', () => {
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-shop.shopno'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-shop.shopno"：单证族 export-shop 没有表头字段 shopno（是否为 "shopNo"？）`,
    ]);
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-parcel.itemName'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-parcel.itemName"：itemName 是 export-parcel 的表体字段：只能引用表头字段（单据的编号）`,
    ]);
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-shop.state'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-shop.state"：state 是系统字段：只能引用单据自己的编号字段`,
    ]);
  });

  it('refuses a field of another type, and one too short for the numbers it refers to', () => {
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-shop.goodsValue'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-shop.goodsValue"：类型不一致：本字段是文本，被引用的 export-shop.goodsValue 是小数`,
    ]);
    expect(refProblems((files) => (lineField(files, 'export-recall', 'orderNo').maxLength = 20))).toEqual([
      'schemas/bills/export-recall.schema.json#/properties/lines/items/properties/orderNo/x-refersTo: ' +
        'x-refersTo "export-shop.shopNo"：长度上限 20 小于被引用字段 export-shop.shopNo 的 30：引用的编号可能放不下',
    ]);
  });

  it('refuses a view as the referenced family', () => {
    expect(refProblems((files) => (field(files, 'export-waybill', 'orderNo')['x-refersTo'] = 'export-parcelpick.parcelNo'))).toEqual([
      `${WAYBILL_ORDER}: x-refersTo "export-parcelpick.parcelNo"：export-parcelpick 是视图（列出 export-parcel 的单据），没有自己的单据：请引用 export-parcel`,
    ]);
  });

  it('refuses a cycle, naming the families along it', () => {
    const problems = refProblems((files) => (field(files, 'export-shop', 'ebcName')['x-refersTo'] = 'export-waybill.waybillNo'));
    expect(problems).toEqual([
      'schemas/bills/export-shop.schema.json#/properties/ebcName/x-refersTo: ' +
        'x-refersTo 引用成环：export-shop → export-waybill → export-shop（演示数据须先写入被引用的单证族，成环时无法确定顺序）',
    ]);
  });

  it("finds nothing wrong in the project's definitions", () => {
    const loaded = loadBills(projectRoot);
    expect(checkBillRefs(loaded.families, loaded.shared).map(formatProblem)).toEqual([]);
  });
});
