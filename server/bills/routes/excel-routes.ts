// Excel buttons of a family (spec §7.3): export, template download, import and file query.
// Each needs the button's code on the family's module. Generated files answer { downloadUri }
// (a signed link, see files/signed-link.ts); imports and queries name uploaded files by the uri
// the upload answered.
import type { FastifyInstance } from 'fastify';
import type { ButtonDefinition } from '../../../src/engine/definition/index.ts';
import { businessError, ok } from '../../http/envelope.ts';
import { dataBody } from '../../http/validation.ts';
import { chinaStamp } from '../clock.ts';
import { engineDb } from '../db.ts';
import type { BillEngine } from '../engine.ts';
import { exportWorkbook } from '../excel/export-bills.ts';
import { EMPTY_FILE, QUERY_FILES_MAX, queryKeys } from '../excel/file-query.ts';
import { MAX_IMPORT_ROWS, parseImport } from '../excel/import-bills.ts';
import { readFirstSheet } from '../excel/read-workbook.ts';
import { templateColumns } from '../excel/template-columns.ts';
import { writeWorkbook } from '../excel/write-workbook.ts';
import { familyUrl } from '../family.ts';
import type { BillFamily } from '../family.ts';
import { downloadAnswer } from '../files/download-link.ts';
import { fileIdOf, readStoredFile } from '../files/file-store.ts';
import { allBills, displayNames, listBills } from '../list/list-bills.ts';
import { loadDictionaries } from '../options/dictionaries.ts';
import { listRequestSchema, type ListRequest } from '../query/list-request.ts';
import { insertBill } from '../save/store-bill.ts';
import { callerOf, familyPage, sendFailure, type Caller } from './caller.ts';

export const MAX_EXPORT_ROWS = 50_000;
export const IMPORTED = '导入成功';
const SHOWN_PROBLEMS = 10;

type Body<T = Record<string, unknown>> = { Body: { data: T } };

async function uploadedContents(engine: BillEngine, caller: Caller, uris: unknown[]): Promise<Buffer[]> {
  const contents: Buffer[] = [];
  for (const uri of uris) {
    const id = fileIdOf(uri);
    const file = id ? await readStoredFile(engine.db, id, engine.files) : undefined;
    if (!file || file.company_code !== caller.companyCode) throw businessError('文件不存在或已过期，请重新上传');
    contents.push(file.content);
  }
  return contents;
}

function guarded(family: BillFamily, button: ButtonDefinition, schema: Record<string, unknown> = { type: 'object' }) {
  return { config: familyPage(family, [button.code]), schema: { body: dataBody(schema) } };
}

export function registerExportRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonDefinition) {
  app.post<Body<ListRequest>>(familyUrl(family, button.path as string), guarded(family, button, listRequestSchema), async (request) => {
    const caller = callerOf(request);
    const rows = await allBills(engine.db, family, caller.companyCode, request.body.data, MAX_EXPORT_ROWS);
    if (rows.length > MAX_EXPORT_ROWS) throw businessError(`导出数据超过${MAX_EXPORT_ROWS}条，请缩小查询范围`);
    const content = await exportWorkbook(family, rows, await displayNames(engine.db, family));
    return ok(await downloadAnswer(engine, caller, 'export', `${family.title}_${chinaStamp()}.xlsx`, content));
  });
}

export function registerTemplateRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonDefinition) {
  app.post<Body>(familyUrl(family, button.path as string), guarded(family, button), async (request) => {
    const columns = templateColumns(family).map((column) => ({ header: column.title }));
    const content = await writeWorkbook(family.title, columns, []);
    return ok(await downloadAnswer(engine, callerOf(request), 'template', `${family.title}导入模板.xlsx`, content));
  });
}

export function registerImportRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonDefinition) {
  const key = button.fileKey ?? 'filePath';
  app.post<Body>(familyUrl(family, button.path as string), guarded(family, button), async (request, reply) => {
    const caller = callerOf(request);
    const [content] = await uploadedContents(engine, caller, [request.body.data[key]]);
    const sheet = await readFirstSheet(content);
    if (!sheet || sheet.rows.length === 0) throw businessError(EMPTY_FILE);
    if (sheet.rows.length > MAX_IMPORT_ROWS) throw businessError(`导入数据不能超过${MAX_IMPORT_ROWS}行`);
    const parsed = parseImport(family, sheet, await loadDictionaries(engine.db, family.dictionaryCodes));
    if (!parsed.ok && 'template' in parsed) throw businessError('数据格式不正确或者模板不正确');
    if (!parsed.ok) {
      const shown = parsed.problems.slice(0, SHOWN_PROBLEMS).map((problem) => problem.message);
      const more = parsed.problems.length > SHOWN_PROBLEMS ? `；等共${parsed.problems.length}处错误` : '';
      return sendFailure(reply, 200, `${shown.join('；')}${more}`, { errors: parsed.problems });
    }
    const now = Date.now();
    await engineDb(engine.db).transaction().execute(async (trx) => {
      for (const bill of parsed.bills) await insertBill(trx, family, caller.companyCode, bill, now);
    });
    return ok({ count: parsed.bills.length }, IMPORTED);
  });
}

export function registerFileQueryRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonDefinition) {
  const key = button.fileKey ?? 'filePath';
  app.post<Body<ListRequest>>(familyUrl(family, button.path as string), guarded(family, button, listRequestSchema), async (request) => {
    const caller = callerOf(request);
    const given = request.body.data[key];
    const uris = (Array.isArray(given) ? given : [given]).filter((uri) => uri !== undefined && uri !== null && uri !== '');
    if (uris.length === 0) throw businessError('请上传查询文件');
    if (uris.length > QUERY_FILES_MAX) throw businessError(`最多上传${QUERY_FILES_MAX}个查询文件`);
    const keys = await queryKeys(family, await uploadedContents(engine, caller, uris));
    if (!keys.ok) throw businessError(keys.message);
    const condition = { field: family.link, op: 'in' as const, values: keys.keys };
    return ok(await listBills(engine.db, family, caller.companyCode, request.body.data, [condition]));
  });
  if (button.template) {
    app.post<Body>(familyUrl(family, button.template as string), guarded(family, button), async (request) => {
      const content = await writeWorkbook(`${family.title}查询`, [{ header: family.link.title }], []);
      return ok(await downloadAnswer(engine, callerOf(request), 'template', `${family.title}查询模板.xlsx`, content));
    });
  }
}
