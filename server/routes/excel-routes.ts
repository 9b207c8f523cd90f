// Excel buttons of a family (spec §7.3): export, template download, import and file query.
// Each needs the button's code on the family's module. Generated files answer { downloadUri }
// (a signed link, see files/signed-link.ts); imports and queries name uploaded files by the uri
// the upload answered.
import { MSG_IMPORT_SUCCEEDED } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ButtonDefinition, ExportButton, FileQueryButton, ImportButton, TemplateButton } from '#core/definition/index.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { chinaStamp } from '../bills/clock.ts';
import { engineDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import { EMPTY_FILE, QUERY_FILES_MAX } from '../bills/excel/file-query.ts';
import { fileQueryAnswer } from '../bills/excel/file-query-answer.ts';
import { MAX_IMPORT_ROWS, MAX_SHOWN_PROBLEMS, rowProblemAt } from '../bills/excel/import-bills.ts';
import { missingReferences, referenceProblem } from '../bills/references/missing-references.ts';
import { templateColumns } from '../bills/excel/template-columns.ts';
import { writeTemplate } from '../bills/excel/write-workbook.ts';
import { familyUrl } from '../bills/family.ts';
import type { BillFamily } from '../bills/family.ts';
import { downloadAnswer } from '../bills/files/download-link.ts';
import { fileIdOf, readStoredFile } from '../bills/files/file-store.ts';
import { loadDictionaryRows } from '../bills/options/dictionaries.ts';
import { parseSorts } from '../bills/query/sorts.ts';
import { parseTerms } from '../bills/query/terms.ts';
import { tooLargeText } from '../workers/tasks/import-workbook.ts';
import { WorkerFailure } from '../workers/worker-pool.ts';
import { listRequestSchema, type ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { insertBill } from '../bills/save/store-bill.ts';
import { callerOf, familyPage, sendFailure, type Caller } from './caller.ts';

/** The refusal of an export over the cap (PORTAL_EXPORT_MAX_ROWS). */
export function exportTooLarge(maxRows: number): string {
  return `导出数据超过${maxRows}条，请缩小查询范围`;
}
export const IMPORTED = MSG_IMPORT_SUCCEEDED;
const SHOWN_PROBLEMS = 10;

type Body<T = Record<string, unknown>> = { Body: { data: T } };

/** A worker that died under a file (out of memory) or ran out of time: a clear refusal, not a 500. */
function failedAs(message: string) {
  return (error: unknown): never => {
    if (error instanceof WorkerFailure) throw businessError(message);
    throw error;
  };
}

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

export function registerExportRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ExportButton) {
  const { maxRows, streamed, chunkRows } = app.portal.config.exports;
  app.post<Body<ListRequest>>(familyUrl(family, button.path), guarded(family, button, listRequestSchema), async (request) => {
    const caller = callerOf(request);
    // Terms and sorts are checked here, where a refusal reaches the caller as 400.
    parseTerms(family, request.body.data.terms);
    parseSorts(family, request.body.data.sorts);
    const content = await engine.workers
      .run('exportBills', {
        url: engine.databaseUrl,
        schemaDir: engine.settings.billSchemaDir,
        familyId: family.id,
        companyCode: caller.companyCode,
        request: request.body.data,
        maxRows,
        ...(streamed ? { chunkRows } : {}),
      })
      .catch(failedAs('导出失败，数据过多或处理超时，请缩小查询范围'));
    if (content === null) throw businessError(exportTooLarge(maxRows));
    return ok(
      await downloadAnswer(
        engine,
        caller,
        'export',
        `${family.title}_${chinaStamp()}.xlsx`,
        Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      ),
    );
  });
}

export function registerTemplateRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: TemplateButton) {
  app.post<Body>(familyUrl(family, button.path), guarded(family, button), async (request) => {
    const columns = templateColumns(family).map((column) => ({ header: column.title }));
    const content = await writeTemplate(family.title, columns);
    return ok(await downloadAnswer(engine, callerOf(request), 'template', `${family.title}导入模板.xlsx`, content));
  });
}

/** Rows one import may hold: the button's maxRows, else the spec's 20,000. */
export function importRowLimit(button: ImportButton): number {
  return typeof button.maxRows === 'number' ? button.maxRows : MAX_IMPORT_ROWS;
}

export function registerImportRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ImportButton) {
  const key = button.fileKey ?? 'filePath';
  const maxUnpackedBytes = app.portal.config.limits.importUnpackedBytes;
  app.post<Body>(familyUrl(family, button.path), guarded(family, button), async (request, reply) => {
    const caller = callerOf(request);
    const [content] = await uploadedContents(engine, caller, [request.body.data[key]]);
    // Read and checked in a worker thread: a big or hostile file never holds up other requests.
    const result = await engine.workers
      .run('importWorkbook', {
        schemaDir: engine.settings.billSchemaDir,
        familyId: family.id,
        content,
        dictionaries: await loadDictionaryRows(engine.reader, family.dictionaryCodes),
        maxRows: importRowLimit(button),
        maxUnpackedBytes,
      })
      .catch(failedAs(tooLargeText(maxUnpackedBytes)));
    if (result.kind === 'refused') throw businessError(result.message);
    if (result.kind === 'problems') {
      const shown = result.problems.slice(0, SHOWN_PROBLEMS).map((problem) => problem.message);
      const more = result.count > SHOWN_PROBLEMS ? `；等共${result.count}处错误` : '';
      return sendFailure(reply, 200, `${shown.join('；')}${more}`, { errors: result.problems, errorCount: result.count });
    }
    // Links name bills of the company (x-refersTo), read in bulk for the whole file.
    const links = await missingReferences(
      engine.db,
      engine.families,
      family,
      caller.companyCode,
      result.bills.map(({ lines, ...head }) => ({ head, lines: lines ?? null })),
    );
    const dangling = links.flatMap((problems, index) => problems.map((problem) => rowProblemAt(family, result.rows[index], referenceProblem(family, problem))));
    if (dangling.length > 0) {
      const shown = dangling.slice(0, SHOWN_PROBLEMS).map((problem) => problem.message);
      const more = dangling.length > SHOWN_PROBLEMS ? `；等共${dangling.length}处错误` : '';
      return sendFailure(reply, 200, `${shown.join('；')}${more}`, { errors: dangling.slice(0, MAX_SHOWN_PROBLEMS), errorCount: dangling.length });
    }
    const now = Date.now();
    await engineDb(engine.db)
      .transaction()
      .execute(async (trx) => {
        for (const bill of result.bills) await insertBill(trx, family, caller.companyCode, bill, now);
      });
    return ok({ count: result.bills.length }, IMPORTED);
  });
}

export function registerFileQueryRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: FileQueryButton) {
  // A file query has no fileKey in its UI file (bill-ui.schema.json): its files come as filePath.
  const key = 'filePath';
  app.post<Body<ListRequest>>(familyUrl(family, button.path), guarded(family, button, listRequestSchema), async (request) => {
    const caller = callerOf(request);
    const given = request.body.data[key];
    const uris = (Array.isArray(given) ? given : [given]).filter((uri) => uri !== undefined && uri !== null && uri !== '');
    if (uris.length === 0) throw businessError('请上传查询文件');
    if (uris.length > QUERY_FILES_MAX) throw businessError(`最多上传${QUERY_FILES_MAX}个查询文件`);
    const contents = await uploadedContents(engine, caller, uris);
    const keys = await engine.workers.run('readQueryKeys', { linkTitle: family.link.title, contents }).catch(failedAs(EMPTY_FILE));
    if (!keys.ok) throw businessError(keys.message);
    return ok(await fileQueryAnswer(engine, family, caller.companyCode, request.body.data, keys.keys));
  });
  if (button.template) {
    app.post<Body>(familyUrl(family, button.template), guarded(family, button), async (request) => {
      const content = await writeTemplate(`${family.title}查询`, [{ header: family.link.title }]);
      return ok(await downloadAnswer(engine, callerOf(request), 'template', `${family.title}查询模板.xlsx`, content));
    });
  }
}
