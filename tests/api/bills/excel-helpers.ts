// Workbooks in and out of the test server: build one in memory, upload it as the browser does
// (multipart, X-Authorization), download a downloadUri and read it back with exceljs.
import ExcelJS from 'exceljs';
import type { BillServer } from './bill-harness.ts';

/** What the helpers need of a portal: its address and its accounts' tokens (a test server or a portal process). */
type Portal = Pick<BillServer, 'url' | 'token'>;

/** The export-order import's columns, as its template titles them. */
export const ORDER_IMPORT_HEADER = [
  '订单编号',
  '电商企业代码',
  '电商企业名称',
  '电商平台代码',
  '电商平台名称',
  '商品价格',
  '运杂费',
  '币制',
  '传输企业代码',
  '传输企业名称',
  '商品序号',
  '企业商品货号',
  '企业商品名称',
  '数量',
  '计量单位',
  '单价',
  '总价',
  '币制（商品信息）',
];
/** 电商企业代码 … 电商平台名称 of an import row. */
export const ORDER_IMPORT_HEAD = ['91440101MA5CKT9G3F', '广州穗通跨境供应链管理有限公司', '91330100MA27XL6N5K', '杭州速卖通电子商务有限公司'];
/** The goods columns of an import row: 商品价格 is the sum of the lines' 总价 (x-sumOfLines), each 数量 × 单价 (x-productOf). */
export const orderImportLine = (gnum: number, price = 50) => [gnum, `SKU-${gnum}`, '保温杯', 1, '件', price, price, '人民币'];

export async function workbookBuffer(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The page and button an upload is for (the export-order import unless said otherwise). */
export interface UploadFor {
  route: string;
  code: string;
}

export const ORDER_IMPORT: UploadFor = { route: '/bill/export/order', code: 'importQuery' };

export async function upload(server: Portal, content: Buffer, fileName: string, token?: string, purpose: UploadFor | null = ORDER_IMPORT) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const query = purpose ? `?route=${encodeURIComponent(purpose.route)}&code=${encodeURIComponent(purpose.code)}` : '';
  const response = await fetch(`${server.url}/api/file/upload${query}`, {
    method: 'POST',
    headers: { 'X-Authorization': `Bearer ${token ?? (await server.token())}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Uploads a workbook and answers the uri the import and query calls name. */
export async function uploadRows(server: Portal, rows: unknown[][], fileName = '导入数据.xlsx', purpose: UploadFor = ORDER_IMPORT): Promise<string> {
  const answer = await upload(server, await workbookBuffer(rows), fileName, undefined, purpose);
  if (answer.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data[0].uri;
}

export async function download(server: Pick<BillServer, 'url'>, uri: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${uri}`, { headers });
  return { status: response.status, headers: response.headers, content: Buffer.from(await response.arrayBuffer()) };
}

/** The first sheet's rows as arrays of plain values (row 1 = header). */
export async function readRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The claims of a signed download link's token (not verified: what the link says it is for). */
export function linkClaims(uri: string): Record<string, unknown> {
  const token = new URL(uri, 'http://portal').searchParams.get('token') ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
