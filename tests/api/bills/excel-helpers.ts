// Workbooks in and out of the test server: build one in memory, upload it as the browser does
// (multipart, X-Authorization), download a downloadUri and read it back with exceljs.
import ExcelJS from 'exceljs';
import type { BillServer } from './bill-harness.ts';

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

export async function upload(server: BillServer, content: Buffer, fileName: string, token?: string, purpose: UploadFor | null = ORDER_IMPORT) {
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
export async function uploadRows(server: BillServer, rows: unknown[][], fileName = '导入数据.xlsx', purpose: UploadFor = ORDER_IMPORT): Promise<string> {
  const answer = await upload(server, await workbookBuffer(rows), fileName, undefined, purpose);
  if (answer.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data[0].uri;
}

export async function download(server: BillServer, uri: string, headers: Record<string, string> = {}) {
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
