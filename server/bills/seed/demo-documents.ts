// Real files behind the stored-file fields of demo bills (the knowledge documents of 资料下载): a
// field is a stored file when its definition says `"x-file": true`, or when a download button
// names it as its fileField. The seed stores a few small workbooks once per run — with reference
// content of the customs standard — and the bills take them in turn; the download button's
// nameField gets the file's name. They are stored as documents: kept, unlike uploads and exports.
import type { FieldInfo } from '#core/definition/index.ts';
import type { PortalDb } from '../../db/connect.ts';
import { OFFICIAL_STATUS_NAMES } from '../../simulator/official-statuses.ts';
import { writeWorkbook, type CellValue } from '../excel/write-workbook.ts';
import type { BillFamily } from '../family.ts';
import { fileUri, storeFile, type FilePlace } from '../files/file-store.ts';
import type { DbRow } from '../rows.ts';
import type { Random } from '#core/seed/random.ts';

export const FILE_KEYWORD = 'x-file';

interface Document {
  name: string;
  headers: string[];
  rows: CellValue[][];
}

const DOCUMENTS: readonly Document[] = [
  {
    name: '跨境电商出口申报操作指南.xlsx',
    headers: ['步骤', '单证', '报文', '说明'],
    rows: [
      [1, '出口订单', 'CEB303', '电商企业申报订单，订单编号在本企业内唯一'],
      [2, '收款单', 'CEB403', '按订单申报收款信息'],
      [3, '物流运单', 'CEB505', '物流企业申报运单，运单可关联订单编号'],
      [4, '出口清单', 'CEB603', '清单的订单编号、物流运单编号须为已申报的订单与运单'],
      [5, '运抵单', 'CEB507', '货物运抵监管场所后申报'],
      [6, '离境单', 'CEB509', '货物实际离境后申报离境时间'],
      [7, '汇总申请单', 'CEB701', '按月将已放行清单汇总申报'],
    ],
  },
  {
    name: '跨境电商报文类型一览.xlsx',
    headers: ['报文类型', '报文名称'],
    rows: [
      ['CEB303', '出口订单'],
      ['CEB403', '收款单'],
      ['CEB505', '出口物流运单'],
      ['CEB507', '运抵单'],
      ['CEB509', '离境单'],
      ['CEB603', '出口清单'],
      ['CEB605', '撤销申请单'],
      ['CEB607', '清单总分单'],
      ['CEB701', '汇总申请单'],
      ['CEB792', '汇总结果单'],
      ['CEB311', '进口订单'],
      ['CEB411', '支付单'],
      ['CEB511', '进口物流运单'],
      ['CEB621', '进口清单'],
      ['CEB623', '撤销申请单'],
      ['CEB625', '退货申请单'],
      ['CEB711', '入库明细单'],
      ['CEB816', '电子税单'],
    ],
  },
  {
    name: '回执状态代码说明.xlsx',
    headers: ['回执状态', '含义'],
    rows: Object.entries(OFFICIAL_STATUS_NAMES).map(([code, name]) => [code, name]),
  },
  {
    name: '跨境电商监管方式代码表.xlsx',
    headers: ['监管方式代码', '名称'],
    rows: [
      ['9610', '跨境贸易电子商务'],
      ['9710', '跨境电子商务企业对企业直接出口'],
      ['9810', '跨境电子商务出口海外仓'],
      ['1210', '保税跨境贸易电子商务'],
      ['1239', '保税跨境贸易电子商务A'],
      ['0110', '一般贸易'],
    ],
  },
];

interface FileTarget {
  field: FieldInfo;
  part: 'head' | 'line';
  /** The field that shows the file's name (a download button's nameField), if any. */
  nameField?: FieldInfo;
}

interface StoredDocument {
  path: string;
  name: string;
}

export interface DocumentPicker {
  fill(part: FileTarget['part'], row: DbRow): void;
}

function fileTargets(family: BillFamily): FileTarget[] {
  const downloads = family.definition.ui.buttons.filter((button) => button.kind === 'download');
  const inPart = (fields: FieldInfo[], part: FileTarget['part']) =>
    fields.flatMap((field) => {
      const button = downloads.find((candidate) => candidate.fileField === field.name);
      if (field.schema[FILE_KEYWORD] !== true && !(part === 'head' && button)) return [];
      const nameField = button && fields.find((candidate) => candidate.name === button.nameField);
      return [{ field, part, nameField }];
    });
  return [...inPart(family.headFields, 'head'), ...inPart(family.lineFields, 'line')];
}

/** What the field stores: the download uri, or the bare file id when the uri is too long. */
function storedPath(id: string, field: FieldInfo): string {
  const limit = field.maxLength ?? Number.POSITIVE_INFINITY;
  if (fileUri(id).length <= limit) return fileUri(id);
  if (id.length <= limit) return id;
  throw new Error(`字段 ${field.name} 的长度上限 ${field.maxLength} 放不下文件编号（${id.length} 个字符）`);
}

async function ownerOf(db: PortalDb, companyCode: string): Promise<number> {
  const admin = await db
    .selectFrom('app_user')
    .innerJoin('company', 'company.id', 'app_user.company_id')
    .select('app_user.id')
    .where('company.code', '=', companyCode)
    .orderBy('app_user.user_type')
    .orderBy('app_user.id')
    .executeTakeFirst();
  return admin?.id ?? 0;
}

async function storeDocuments(db: PortalDb, companyCode: string, place: FilePlace, now: number): Promise<Array<{ id: string; name: string }>> {
  const userId = await ownerOf(db, companyCode);
  const stored: Array<{ id: string; name: string }> = [];
  for (const document of DOCUMENTS) {
    const content = await writeWorkbook(
      document.name.replace(/\.xlsx$/, ''),
      document.headers.map((header) => ({ header })),
      document.rows,
    );
    const id = await storeFile(db, { companyCode, userId, kind: 'document', name: document.name, content }, place, now);
    stored.push({ id, name: document.name });
  }
  return stored;
}

/** Stores the documents for a family with stored-file fields; null for any other family. */
export async function storeDemoDocuments(
  db: PortalDb,
  family: BillFamily,
  companyCode: string,
  random: Random,
  place: FilePlace,
  now: number,
): Promise<DocumentPicker | null> {
  const targets = fileTargets(family);
  if (targets.length === 0) return null;
  const stored = await storeDocuments(db, companyCode, place, now);
  const documents = new Map(targets.map((target) => [target, stored.map(({ id, name }): StoredDocument => ({ path: storedPath(id, target.field), name }))]));
  return {
    fill(part, row) {
      for (const target of targets) {
        if (target.part !== part) continue;
        const document = random.pick(documents.get(target)!);
        row[target.field.column] = document.path;
        const { nameField } = target;
        if (nameField && (nameField.maxLength === undefined || document.name.length <= nameField.maxLength)) row[nameField.column] = document.name;
      }
    },
  };
}
