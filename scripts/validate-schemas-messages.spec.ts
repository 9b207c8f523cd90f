// The message mapping as the validator applies it (scripts/validate-schemas/check-message-mapping.ts):
// every family of the real tree that names a message maps to it completely, and a copy of the
// tree with a broken mapping — a required element nobody feeds, a root without the head, a
// constant or a derivation that does not fit, a field of the wrong kind, a code list the
// element refuses — is reported in Chinese at the file and JSON pointer to fix.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { familyFields } from './validate-schemas/table-fields.ts';
import { checkMessageMapping } from './validate-schemas/check-message-mapping.ts';
import { dictionaryValues } from './validate-schemas/check-bill-data.ts';
import { loadFieldTables } from './validate-schemas/field-tables.ts';
import { loadBills } from './validate-schemas/load-bills.ts';
import type { DictionaryFile } from './validate-schemas/seed-types.ts';
import { formatProblem, validateTree } from './validate-schemas.ts';
import { parseXsd } from '../server/customs/message/xsd-model.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const referenceFolder = join(projectRoot, 'schemas/reference/ceb-202205');
const FAMILIES = ['export-order', 'export-logistics', 'export-declaration'];
const ORDER_DATA = 'schemas/bills/export-order.schema.json';
const ORDER_TABLE = 'schemas/tables/export-order.table.json';

type Value = { field: string } | { constant: string } | { derive: string } | null;

interface TableJson {
  rows: Array<{ part: string; field: string; xsd?: string | null }>;
  message: { root: string; head: string; lines?: string; values: Record<string, Record<string, Value>>; inbound?: unknown };
}

interface DataJson {
  properties: Record<string, Record<string, unknown>> & { lines: { items: { properties: Record<string, Record<string, unknown>> } } };
}

const copies: string[] = [];

/** The seed data, the meta-schemas and three families (two with a message), nothing else. */
function copyOfThreeFamilies(): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-messages-'));
  copies.push(root);
  cpSync(join(projectRoot, 'schemas/seed'), join(root, 'schemas/seed'), { recursive: true });
  cpSync(join(projectRoot, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  const files = ['schemas/bills/_shared.schema.json', 'schemas/tables/_common.table.json'];
  for (const family of FAMILIES) {
    files.push(`schemas/bills/${family}.schema.json`, `schemas/bills/${family}.ui.json`, `schemas/tables/${family}.table.json`);
  }
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(root, file));
  }
  return root;
}

function editJson<T>(root: string, file: string, edit: (data: T) => void): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

function editOrderTable(root: string, edit: (table: TableJson) => void): void {
  editJson<TableJson>(root, ORDER_TABLE, edit);
}

function problemLines(root: string): string[] {
  return validateTree(root, { referenceFolder }).problems.map(formatProblem);
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('message mappings on the real tree', () => {
  it('maps every family that names a message completely, and the three-family copy passes', () => {
    const loaded = loadBills(projectRoot);
    const tables = loadFieldTables(projectRoot);
    const dictionaries = dictionaryValues(JSON.parse(readFileSync(join(projectRoot, 'schemas/seed/dictionaries.json'), 'utf8')) as DictionaryFile);
    const models = {
      export: parseXsd(readFileSync(join(referenceFolder, 'xsd/export-business-node-202205.xsd'), 'utf8')),
      import: parseXsd(readFileSync(join(referenceFolder, 'xsd/import-business-node-202205.xsd'), 'utf8')),
    };
    let mapped = 0;
    for (const { family, data } of loaded.families) {
      const table = tables.tables.get(family);
      if (!data || !table?.value.message) continue;
      mapped += 1;
      const problems = checkMessageMapping(table, familyFields(data, loaded.shared), models[table.value.message.file], dictionaries);
      expect(problems.map(formatProblem), family).toEqual([]);
    }
    expect(mapped).toBeGreaterThanOrEqual(20);
    expect(problemLines(copyOfThreeFamilies())).toEqual([]);
  });
});

describe('message mappings against the XSD', () => {
  it('reports a required element that no field, constant or derivation feeds', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => delete table.message.values.OrderHead.appStatus);
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message: CEB303 OrderHead.appStatus 是必填元素（[1..1]），没有字段、常量或推导为它取值：加同名字段，或在 message.values.OrderHead.appStatus 写明来源`,
    ]);
  });

  it('refuses null for a required element', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => (table.message.values.OrderHead.appStatus = null));
    expect(problemLines(root)).toEqual([`${ORDER_TABLE}#/message/values/OrderHead/appStatus: CEB303 OrderHead.appStatus 是必填元素（[1..1]），不能写 null`]);
  });

  it('reports a root that does not hold the head element', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => (table.message.root = 'CEB505Message'));
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message/head: OrderHead 不在报文 CEB505Message 中`,
      `${ORDER_TABLE}#/message/lines: OrderList 不在报文 CEB505Message 中`,
    ]);
  });

  it('reports values for an element the message does not carry, or a field the bill lacks', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => {
      table.message.values.OrderHead.orderSerial = { derive: 'position' };
      table.message.values.BaseTransfer.note = { field: 'transferNote' };
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message/values/BaseTransfer/note/field: 表头没有字段 "transferNote"，不能为 CEB303 BaseTransfer.note 取值`,
      `${ORDER_TABLE}#/message/values/OrderHead/orderSerial: CEB303 OrderHead 没有简单子元素 "orderSerial"`,
    ]);
  });

  it('reports a constant or a derivation that does not fit its element', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => {
      table.message.values.OrderHead.appStatus = { constant: '22' };
      table.message.values.OrderHead.guid = { derive: 'now' };
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message/values/OrderHead/guid/derive: 推导 now 不合 CEB303 OrderHead.guid（string length=36）：不是 8、14 或 17 位的时间`,
      `${ORDER_TABLE}#/message/values/OrderHead/appStatus/constant: 常量 "22" 不合 CEB303 OrderHead.appStatus（string length=1）：长度应为 1`,
    ]);
  });

  it('refuses an unknown derivation by the meta-schema', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => (table.message.values.OrderHead.guid = { derive: 'uuid' }));
    const lines = problemLines(root);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith(`${ORDER_TABLE}#/message/values/OrderHead/guid`))).toBe(true);
  });

  it('reports a field that would feed two elements by its name', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => delete table.message.values.BaseTransfer);
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message/values: 字段 note 按名称同时为 OrderHead.note 与 BaseTransfer.note 取值：在 message.values 中为其中一个写明来源（例如 {"field": "…"}），或写 null 不报送`,
    ]);
  });

  it('reports a field the mapping uses that its row says has no element', () => {
    const root = copyOfThreeFamilies();
    let index = -1;
    editOrderTable(root, (table) => {
      index = table.rows.findIndex((row) => row.field === 'copNote');
      table.rows[index].xsd = null;
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/rows/${index}/xsd: 字段 copNote 记为报文中没有对应元素（"xsd": null），但 message.values 让它为 CEB303 BaseTransfer.note 取值：删去 "xsd": null`,
    ]);
  });

  it('reports an inbound document naming fields or elements the family and its message lack', () => {
    const root = copyOfThreeFamilies();
    editOrderTable(root, (table) => {
      table.message.inbound = {
        keys: ['orderNo', 'orderNoX'],
        state: { element: 'appStatusX' },
        time: 'appTime',
        owner: { family: 'import-order', keys: ['orderNo'], lineKey: 'gnumX', times: { orderNo: '800' } },
      };
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_TABLE}#/message/inbound/keys/1: 表头没有字段 "orderNoX"`,
      `${ORDER_TABLE}#/message/inbound/state/element: OrderHead 没有简单子元素 "appStatusX"`,
      `${ORDER_TABLE}#/message/inbound/owner/lineKey: 表体没有字段 "gnumX"`,
      `${ORDER_TABLE}#/message/inbound/owner/times/orderNo: 字段 "orderNo" 不是日期或日期时间，不能取回执时间`,
    ]);
  });

  it('reports a decimal field feeding an int element', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, ORDER_DATA, (data) => (data.properties.lines.items.properties.gnum.type = 'number'));
    // (The common limits also want 20 characters of a decimal number: check-common-limits.ts.)
    expect(problemLines(root)).toContain(
      `${ORDER_DATA}#/properties/lines/items/properties/gnum: 字段 gnum 可以有小数（type number），报文元素只收整数：改为 integer：它为 CEB303 OrderList.gnum（int totalDigits=5） 取值`,
    );
  });

  it('reports code-list values the element refuses', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, ORDER_DATA, (data) => (data.properties.orderType.enum = ['E', 'B', 'EX']));
    expect(problemLines(root)).toContain(
      `${ORDER_DATA}#/properties/orderType/enum: 字段 orderType 的可选值 "EX"（长度应为 1） 不合 CEB303 OrderHead.orderType（string length=1）`,
    );
  });

  it('reports a field whose values are not the one the XSD fixes', () => {
    const root = copyOfThreeFamilies();
    const inventory = 'schemas/bills/export-inventory.schema.json';
    for (const file of [inventory, 'schemas/bills/export-inventory.ui.json', 'schemas/tables/export-inventory.table.json'])
      cpSync(join(projectRoot, file), join(root, file));
    expect(problemLines(root)).toEqual([]);
    editJson<DataJson>(root, inventory, (data) => {
      delete data.properties.fflag.enum;
      delete data.properties.iflag.enum;
      delete data.properties.iflag['x-dictionary'];
    });
    // (Without its dictionary iflag also breaks its table row and its value kind: other checks.)
    expect(problemLines(root).filter((line) => line.includes('fixed=3'))).toEqual([
      `${inventory}#/properties/fflag/x-dictionary: 字段 fflag 的字典 fee_flag 的值有 "1"、"2"，CEB603 InventoryHead.fFlag（string length=1 fixed=3） 只收 "3"：字段应限定 "enum": ["3"]`,
      `${inventory}#/properties/iflag: 字段 iflag 为 CEB603 InventoryHead.iFlag（string length=1 fixed=3） 取值，该元素固定为 "3"：字段应限定 "enum": ["3"]`,
    ]);
  });
});
