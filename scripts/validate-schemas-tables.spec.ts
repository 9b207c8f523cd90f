// The field tables as the validator applies them: a copy of the tree holding the three families
// written before the tables (export order, logistics waybill, declaration form) passes, and each
// kind of mismatch between a definition and its table, the common limits or the official message
// is reported at the place to fix it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBillTables } from './validate-schemas/check-bill-tables.ts';
import { loadFieldTables } from './validate-schemas/field-tables.ts';
import { loadBills } from './validate-schemas/load-bills.ts';
import { formatProblem, validateTree } from './validate-schemas.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const referenceFolder = join(projectRoot, 'schemas/reference/ceb-202205');
const FAMILIES = ['export-order', 'export-logistics', 'export-declaration'];
const ORDER_DATA = 'schemas/bills/export-order.schema.json';
const ORDER_TABLE = 'schemas/tables/export-order.table.json';
const LOGISTICS_DATA = 'schemas/bills/export-logistics.schema.json';
const LOGISTICS_TABLE = 'schemas/tables/export-logistics.table.json';
const DECLARATION_DATA = 'schemas/bills/export-declaration.schema.json';
const DECLARATION_TABLE = 'schemas/tables/export-declaration.table.json';
const COMMON_TABLE = 'schemas/tables/_common.table.json';

interface FieldJson {
  maxLength?: number;
  'x-maxLength'?: number;
}

interface DataJson {
  properties: Record<string, FieldJson> & { lines: { items: { properties: Record<string, FieldJson> } } };
  required: string[];
}

interface RowJson {
  part: string;
  field: string;
  maxLength?: number;
  specMaxLength?: number;
  note?: string;
  [key: string]: unknown;
}

interface TableJson {
  family: string;
  rows: RowJson[];
}

const copies: string[] = [];

/** The seed data, the meta-schemas and the three families with their tables, nothing else. */
function copyOfThreeFamilies(): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-tables-'));
  copies.push(root);
  cpSync(join(projectRoot, 'schemas/seed'), join(root, 'schemas/seed'), { recursive: true });
  cpSync(join(projectRoot, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  const files = ['schemas/bills/_shared.schema.json', COMMON_TABLE];
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

function rowIndex(root: string, file: string, part: string, field: string): number {
  const table = JSON.parse(readFileSync(join(root, file), 'utf8')) as TableJson;
  return table.rows.findIndex((row) => row.part === part && row.field === field);
}

function problemLines(root: string, withReference = true): string[] {
  return validateTree(root, withReference ? { referenceFolder } : {}).problems.map(formatProblem);
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('field tables on the real tree', () => {
  it('has a table for each of the three families, and they match their definitions and the official limits', () => {
    const tables = loadFieldTables(projectRoot);
    for (const family of FAMILIES) expect(tables.tables.has(family), family).toBe(true);
    expect(tables.common).toBeDefined();
    const mine = new Set([
      ...FAMILIES.flatMap((f) => [`schemas/bills/${f}.schema.json`, `schemas/bills/${f}.ui.json`, `schemas/tables/${f}.table.json`]),
      'schemas/bills/_shared.schema.json',
      COMMON_TABLE,
      'schemas/meta/field-table.schema.json',
      'schemas/meta/field-table-common.schema.json',
    ]);
    const { problems } = checkBillTables(projectRoot, loadBills(projectRoot), { referenceFolder });
    expect(problems.filter((p) => mine.has(p.file)).map(formatProblem)).toEqual([]);
  });

  it('passes the whole validator on a copy holding only the three families', () => {
    expect(problemLines(copyOfThreeFamilies())).toEqual([]);
  });
});

describe('field tables against the definitions', () => {
  it('reports a maxLength that differs from the table, in the definition', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, LOGISTICS_DATA, (data) => {
      data.properties.ebcTelephone.maxLength = 40;
    });
    const row = rowIndex(root, LOGISTICS_TABLE, 'head', 'ebcTelephone');
    expect(problemLines(root)).toEqual([
      `${LOGISTICS_DATA}#/properties/ebcTelephone/maxLength: maxLength 为 40，与字段表 ${LOGISTICS_TABLE}#/rows/${row} 的 50（§3.25）不符`,
    ]);
  });

  it('fails the command-line run on a mismatch', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, LOGISTICS_DATA, (data) => {
      data.properties.ebcTelephone.maxLength = 40;
    });
    const run = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/validate-schemas.ts', root], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.stdout).toMatch(/ebcTelephone\/maxLength: maxLength 为 40/);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^校验失败：检查了 \d+ 个文件，发现 1 个问题。$/);
    expect(run.status).toBe(1);
  });

  it('reports a field the table requires that the definition does not', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      data.required = data.required.filter((name) => name !== 'orderNo');
    });
    const row = rowIndex(root, ORDER_TABLE, 'head', 'orderNo');
    expect(problemLines(root)).toEqual([
      `${ORDER_DATA}#/required: 字段表 ${ORDER_TABLE}#/rows/${row} 要求表头字段 "orderNo" 必填（§3.15；必填 CEB303），required 中没有`,
    ]);
  });

  it('reports a table field the definition lacks, in the table row', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      delete data.properties.lines.items.properties.barCode;
    });
    const row = rowIndex(root, ORDER_TABLE, 'lines', 'barCode');
    expect(problemLines(root)).toEqual([`${ORDER_TABLE}#/rows/${row}/field: 字段 "barCode" 不在 ${ORDER_DATA} 的表体 lines.items.properties 中`]);
  });

  it('reports a table whose family has no definition, and a definition without a table', () => {
    const root = copyOfThreeFamilies();
    editJson<TableJson>(root, LOGISTICS_TABLE, (table) => {
      table.family = 'export-arrival';
    });
    cpSync(join(root, LOGISTICS_TABLE), join(root, 'schemas/tables/export-arrival.table.json'));
    rmSync(join(root, LOGISTICS_TABLE));
    expect(problemLines(root)).toEqual([
      'schemas/tables/export-arrival.table.json#/family: 单证族 "export-arrival" 没有定义：schemas/bills/export-arrival.schema.json 不存在',
      `${LOGISTICS_DATA}#: 缺少字段表 ${LOGISTICS_TABLE}（规格给出的字段长度、必填与字典，见 docs/definitions.md「Field tables」）`,
    ]);
  });

  it('refuses a misspelt row key, so the typo cannot hide a length', () => {
    const root = copyOfThreeFamilies();
    editJson<TableJson>(root, ORDER_TABLE, (table) => {
      table.rows[1].maxlength = table.rows[1].maxLength;
      delete table.rows[1].maxLength;
    });
    expect(problemLines(root)).toEqual([`${ORDER_TABLE}#/rows/1/maxlength: 不允许有额外的属性 maxlength`]);
  });
});

describe('field tables against the official messages', () => {
  /** The waybill number back at the spec's 80 in both the table and the definition. */
  function logisticsNoAtSpecLength(root: string): number {
    editJson<DataJson>(root, LOGISTICS_DATA, (data) => {
      data.properties.logisticsNo.maxLength = 80;
    });
    editJson<TableJson>(root, LOGISTICS_TABLE, (table) => {
      const row = table.rows.find((r) => r.field === 'logisticsNo')!;
      row.maxLength = 80;
      delete row.specMaxLength;
      delete row.note;
    });
    return rowIndex(root, LOGISTICS_TABLE, 'head', 'logisticsNo');
  }

  it('reports a definition that allows more characters than the XSD element', () => {
    const root = copyOfThreeFamilies();
    const row = logisticsNoAtSpecLength(root);
    expect(problemLines(root)).toEqual([
      `${LOGISTICS_DATA}#/properties/logisticsNo/maxLength: 定义允许 80 个字符，CEB505 Logistics.logisticsNo 只允许 32 个（string maxLength=32）：取海关上限，规格长度记在 ${LOGISTICS_TABLE}#/rows/${row}/specMaxLength`,
    ]);
  });

  it('reports a text field shorter than its fixed-length element allows (商品编码 10 位) and asks for minLength', () => {
    const root = copyOfThreeFamilies();
    const inventory = 'export-inventory';
    for (const file of [`schemas/bills/${inventory}.schema.json`, `schemas/bills/${inventory}.ui.json`, `schemas/tables/${inventory}.table.json`]) {
      cpSync(join(projectRoot, file), join(root, file));
    }
    const data = `schemas/bills/${inventory}.schema.json`;
    expect(problemLines(root).filter((line) => line.includes('minLength'))).toEqual([]);
    editJson<{ properties: { lines: { items: { properties: Record<string, { minLength?: number }> } } } }>(root, data, (schema) => {
      delete schema.properties.lines.items.properties.gcode.minLength;
    });
    expect(problemLines(root).filter((line) => line.includes('minLength'))).toEqual([
      `${data}#/properties/lines/items/properties/gcode: 定义允许少于 10 个字符，CEB603 InventoryList.gcode 要求正好 10 个（string length=10）：写 "minLength": 10`,
    ]);
  });

  it('counts a decimal as its total digits plus the point', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, ORDER_DATA, (data) => {
      data.properties.goodsValue['x-maxLength'] = 24;
    });
    editJson<TableJson>(root, ORDER_TABLE, (table) => {
      table.rows.find((r) => r.field === 'goodsValue')!.maxLength = 24;
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_DATA}#/properties/goodsValue/x-maxLength: 定义允许 24 个字符，CEB303 OrderHead.goodsValue 只允许 20 个（decimal totalDigits=19 fractionDigits=5）：取海关上限，规格长度记在 ${ORDER_TABLE}#/rows/${rowIndex(root, ORDER_TABLE, 'head', 'goodsValue')}/specMaxLength`,
    ]);
  });

  it('reports a bill that may carry more lines than one message carries', () => {
    const root = copyOfThreeFamilies();
    editJson<{ properties: { lines: { maxItems: number } } }>(root, ORDER_DATA, (data) => {
      data.properties.lines.maxItems = 101;
    });
    expect(problemLines(root)).toEqual([
      `${ORDER_DATA}#/properties/lines/maxItems: 表体最多 101 行，CEB303 OrderList 一份报文只允许 100 个（${ORDER_TABLE}#/message/lines）`,
    ]);
  });

  it('wants every lines array bounded (maxItems)', () => {
    const root = copyOfThreeFamilies();
    editJson<{ properties: { lines: { maxItems?: number } } }>(root, ORDER_DATA, (data) => {
      delete data.properties.lines.maxItems;
    });
    expect(problemLines(root).join('\n')).toContain(`${ORDER_DATA}#/properties/lines`);
  });

  it('reports an xsd name the official element does not have', () => {
    const root = copyOfThreeFamilies();
    editJson<TableJson>(root, ORDER_TABLE, (table) => {
      table.rows.find((r) => r.field === 'orderNo')!.xsd = 'orderNumber';
    });
    const row = rowIndex(root, ORDER_TABLE, 'head', 'orderNo');
    expect(problemLines(root)).toEqual([`${ORDER_TABLE}#/rows/${row}/xsd: CEB303 OrderHead 中没有元素 "orderNumber"；没有对应元素时写 "xsd": null`]);
  });

  it('skips the comparison when the reference folder is absent', () => {
    const root = copyOfThreeFamilies();
    logisticsNoAtSpecLength(root);
    expect(problemLines(root, false)).toEqual([]);
  });

  it('wants maxLength at the official limit when a row records specMaxLength', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, LOGISTICS_DATA, (data) => {
      data.properties.logisticsNo.maxLength = 30;
    });
    editJson<TableJson>(root, LOGISTICS_TABLE, (table) => {
      table.rows.find((r) => r.field === 'logisticsNo')!.maxLength = 30;
    });
    const row = rowIndex(root, LOGISTICS_TABLE, 'head', 'logisticsNo');
    expect(problemLines(root)).toEqual([
      `${LOGISTICS_TABLE}#/rows/${row}/maxLength: 记有 specMaxLength 80 时 maxLength 应为 CEB505 Logistics.logisticsNo 的上限 32，而不是 30`,
    ]);
  });
});

describe('common limits', () => {
  it('holds every family to the common lengths of platform §5.2', () => {
    const root = copyOfThreeFamilies();
    editJson<DataJson>(root, DECLARATION_DATA, (data) => {
      data.properties.tradeName.maxLength = 120;
    });
    editJson<TableJson>(root, DECLARATION_TABLE, (table) => {
      table.rows.find((r) => r.field === 'tradeName')!.maxLength = 120;
    });
    expect(problemLines(root)).toEqual([
      `${DECLARATION_DATA}#/properties/tradeName/maxLength: maxLength 为 120，通用限制「企业名称」为 100（platform-and-settlement.md §5.2：名称 100，${COMMON_TABLE}#/limits/2）`,
    ]);
  });

  it('reports a shared field once, where it is written', () => {
    const root = copyOfThreeFamilies();
    editJson<{ definitions: Record<string, Record<string, unknown>> }>(root, 'schemas/bills/_shared.schema.json', (shared) => {
      delete shared.definitions.dxpMode['x-dictionary'];
      delete shared.definitions.dxpMode.default;
    });
    for (const table of [ORDER_TABLE, LOGISTICS_TABLE]) {
      editJson<TableJson>(root, table, (data) => {
        delete data.rows.find((r) => r.field === 'dxpMode')!.dictionary;
      });
    }
    expect(problemLines(root)).toEqual([
      // without its dictionary nothing says what its values are (value kinds), said once too
      'schemas/bills/_shared.schema.json#/definitions/dxpMode: 字段 dxpMode（报文传输模式）的取值种类无法从字典、格式或字段角色推出，请写 x-valueKind（种类见 docs/kinds.md）',
      `schemas/bills/_shared.schema.json#/definitions/dxpMode: 没有 x-dictionary，通用限制「报文传输模式」要求字典 "dxp_mode"（bill-families-and-screens.md §3.13：dxpMode (dictionary)，${COMMON_TABLE}#/limits/14）`,
    ]);
  });
});
