// Buttons that answer from a family's stored documents or numbers rather than changing bills:
// download (knowledge files, spec platform §2.8/§7.9: one file by GET ?file_path=, a selection
// as one zip) and the tax total (spec §7.4: the sum of a number field over the current terms,
// shown in yuan). Both need the button code on the family's module and read only the caller's
// company's bills.
import { MSG_SELECT_DOWNLOAD_FILES } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type { DownloadButton, FieldInfo, TaxTotalButton } from '#core/definition/index.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { chinaStamp } from '../bills/clock.ts';
import { dynamicDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl, type BillFamily } from '../bills/family.ts';
import { downloadAnswer } from '../bills/files/download-link.ts';
import { fileIdOf, readStoredFile } from '../bills/files/file-store.ts';
import { billQuery } from '../bills/query/bill-query.ts';
import { termsSchema, type ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { parseTerms } from '../bills/query/terms.ts';
import { selectedIds } from './action-routes.ts';
import { CONTENT_OWNER } from '../content/store.ts';
import { callerOf, familyPage, type Caller } from './caller.ts';

export const NO_FILE_SELECTED = MSG_SELECT_DOWNLOAD_FILES;
/** Files one zip gathers at most, and their bytes: the zip is made in memory. */
export const MAX_ZIP_FILES = 200;
export const MAX_ZIP_BYTES = 200 * 1024 * 1024;
export const FILE_GONE = '文件不存在或已被删除';

function fieldOf(family: BillFamily, name: unknown): FieldInfo {
  const field = family.headFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${family.id}: button names unknown field ${String(name)}`);
  return field;
}

/** RFC 6266 / 5987: a Chinese file name survives every browser. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function documentOf(engine: BillEngine, caller: Caller, uri: unknown) {
  const id = fileIdOf(uri);
  const file = id ? await readStoredFile(engine.db, id, engine.files) : undefined;
  // A knowledge file the operator added for every company (scripts/archive.ts) is the content owner's.
  return file && (file.company_code === caller.companyCode || file.company_code === CONTENT_OWNER) ? file : undefined;
}

export function registerDownloadRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: DownloadButton): void {
  const fileField = fieldOf(family, button.fileField);
  const nameField = fieldOf(family, button.nameField);
  const guard = { config: familyPage(family, [button.code]) };

  app.get<{ Querystring: { file_path?: string } }>(familyUrl(family, button.path), guard, async (request, reply) => {
    const caller = callerOf(request);
    const path = request.query.file_path ?? '';
    // Only a file one of the company's documents points at, never any stored file by its id.
    const row = (await billQuery(dynamicDb(engine.db), family, caller.companyCode, [])
      .select([nameField.column])
      .where(fileField.column, '=', path)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    const file = row ? await documentOf(engine, caller, path) : undefined;
    if (!row || !file) throw businessError(FILE_GONE);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(String(row[nameField.column] ?? file.name)))
      .send(file.content);
  });

  app.post<{ Body: { data: { ids?: unknown } } }>(
    familyUrl(family, button.batchPath),
    { ...guard, schema: { body: dataBody({ type: 'object' }) } },
    async (request) => {
      const caller = callerOf(request);
      const ids = selectedIds(request.body.data);
      if (ids.length === 0) throw businessError(NO_FILE_SELECTED);
      if (ids.length > MAX_ZIP_FILES) throw businessError(`一次最多下载${MAX_ZIP_FILES}个文件`);
      const rows = (await billQuery(dynamicDb(engine.db), family, caller.companyCode, [])
        .select(['id', fileField.column, nameField.column])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()) as Array<Record<string, unknown>>;
      if (rows.length !== ids.length) throw businessError(FILE_GONE);
      const zip = new JSZip();
      const used = new Set<string>();
      let bytes = 0;
      for (const row of rows) {
        const file = await documentOf(engine, caller, row[fileField.column]);
        if (!file) throw businessError(`${FILE_GONE}：${String(row[nameField.column])}`);
        bytes += file.content.length;
        if (bytes > MAX_ZIP_BYTES) throw businessError(`所选文件超过${MAX_ZIP_BYTES / 1024 / 1024}MB，请分批下载`);
        let name = String(row[nameField.column] ?? file.name);
        // Two documents of one name must both arrive.
        for (let copy = 2; used.has(name); copy += 1) name = name.replace(/(\.[^.]*)?$/, `(${copy})$1`);
        used.add(name);
        zip.file(name, file.content);
      }
      const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      return ok(await downloadAnswer(engine, caller, 'export', `${family.title}_${chinaStamp()}.zip`, content));
    },
  );
}

export function registerTaxTotalRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: TaxTotalButton): void {
  const field = fieldOf(family, button.field);
  app.post<{ Body: { data: { terms?: ListTerm[] } } }>(
    familyUrl(family, button.path),
    { config: familyPage(family, [button.code]), schema: { body: dataBody({ type: 'object', properties: { terms: termsSchema } }) } },
    async (request) => {
      const caller = callerOf(request);
      const conditions = parseTerms(family, request.body.data.terms);
      const row = (await billQuery(dynamicDb(engine.db), family, caller.companyCode, conditions)
        .select((eb) => eb.fn.sum(field.column).as('total'))
        .executeTakeFirst()) as { total?: unknown } | undefined;
      // Yuan, to the fen: the sum of decimals must not show binary noise.
      const totalTax = Math.round(Number(row?.total ?? 0) * 100) / 100;
      return ok({ totalTax });
    },
  );
}
