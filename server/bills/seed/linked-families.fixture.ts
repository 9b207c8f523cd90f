// Small bill families linked by x-refersTo, for the seed's specs (not used by the portal): a shop
// order; a waybill naming its order; a parcel (like an inventory) naming an order and a waybill,
// with a number customs assigns (read-only); a recall naming a parcel in its header and a
// waybill and its order on each line; and a view listing the parcels. Written to a temporary
// definition folder, as an analyst would write them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Json = Record<string, unknown>;

const text = (title: string, maxLength: number, extra: Json = {}): Json => ({ type: 'string', title, maxLength, ...extra });
const amount = (title: string): Json => ({ type: 'number', title, 'x-maxLength': 20, minimum: 0 });

interface FamilySketch {
  id: string;
  title: string;
  billType: string;
  link: string;
  properties: Json;
  lines?: Json;
}

function dataSchema(family: FamilySketch): Json {
  const properties: Json = { ...family.properties };
  if (family.lines) {
    properties.lines = { type: 'array', title: '表体', maxItems: 100, items: { type: 'object', properties: family.lines, required: ['gnum'] } };
  }
  return { $schema: '../meta/bill-data.schema.json', $id: family.id, title: family.title, type: 'object', properties, required: [family.link] };
}

function uiFile(family: FamilySketch): Json {
  const name = family.id.split('-')[1];
  return {
    $schema: '../meta/bill-ui.schema.json',
    family: family.id,
    route: `/bill/export/${name}`,
    stateType: { mode: 'EXPU', billType: family.billType },
    api: { base: `/fixture/${name}`, list: 'pageList', detail: 'findById', save: 'save' },
    list: {
      columns: [{ field: family.link, link: true }, { field: 'state' }],
      filters: [],
      sortable: ['createTime'],
      defaultSort: { field: 'createTime', order: 'desc' },
      pageSizes: [50],
      pageSize: 50,
      paging: 'total',
    },
    lifecycle: { states: { draft: '0', declared: '10' }, editableIn: ['0'], actions: { declare: { from: ['0'], to: '10' } } },
    buttons: [],
  };
}

export const LINKED_FAMILIES: readonly FamilySketch[] = [
  {
    id: 'export-shop', title: '样例订单', billType: 'ExpuOrderState', link: 'shopNo',
    properties: { shopNo: text('订单编号', 30), goodsValue: amount('商品价格'), ebcName: text('电商企业名称', 100) },
  },
  {
    id: 'export-waybill', title: '样例运单', billType: 'ExpuLogisticsState', link: 'waybillNo',
    properties: { waybillNo: text('运单编号', 30), orderNo: text('订单编号', 30, { 'x-refersTo': 'export-shop.shopNo' }), grossWeight: amount('毛重') },
  },
  {
    id: 'export-parcel', title: '样例清单', billType: 'ExpuInventoryState', link: 'parcelNo',
    properties: {
      parcelNo: text('企业内部编号', 30),
      orderNo: text('订单编号', 30, { 'x-refersTo': 'export-shop.shopNo' }),
      waybillNo: text('运单编号', 30, { 'x-refersTo': 'export-waybill.waybillNo' }),
      customsNo: text('清单编号', 20, { readOnly: true }),
    },
    lines: { gnum: { type: 'integer', title: '序号', 'x-maxLength': 4 }, itemName: text('商品名称', 50) },
  },
  {
    id: 'export-recall', title: '样例撤销单', billType: 'ExpuCancelState', link: 'recallNo',
    properties: { recallNo: text('撤销单编号', 30), customsNo: text('清单编号', 20, { 'x-refersTo': 'export-parcel.customsNo' }) },
    lines: {
      gnum: { type: 'integer', title: '序号', 'x-maxLength': 4 },
      waybillNo: text('运单编号', 30, { 'x-refersTo': 'export-waybill.waybillNo' }),
      orderNo: text('订单编号', 30, { 'x-refersTo': 'export-shop.shopNo' }),
    },
  },
];

/** A view: a UI file with "source" and no data schema. */
const VIEW = { id: 'export-parcelpick', source: 'export-parcel' };

/** The definition files by name; a fresh copy at every call. */
export function linkedFamilyFiles(): Record<string, Json> {
  const files: Record<string, Json> = {};
  for (const family of LINKED_FAMILIES) {
    files[`${family.id}.schema.json`] = dataSchema(family);
    files[`${family.id}.ui.json`] = uiFile(family);
  }
  const parcel = LINKED_FAMILIES.find((family) => family.id === VIEW.source)!;
  files[`${VIEW.id}.ui.json`] = { ...uiFile(parcel), family: VIEW.id, route: '/bill/export/parcelpick', api: { base: '/fixture/parcelpick', list: 'pageList' }, source: VIEW.source };
  // A copy of its own: a spec may change any part of it.
  return JSON.parse(JSON.stringify(files)) as Record<string, Json>;
}

export const VIEW_FAMILY = VIEW.id;

/** Writes the files into a new temporary folder (or `dir`) and answers it. */
export function writeDefinitionFolder(files: Record<string, Json>, dir = mkdtempSync(join(tmpdir(), 'seed-families-'))): string {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  return dir;
}
