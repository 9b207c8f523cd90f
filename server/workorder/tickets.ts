// The work tickets of a company (bill-families-and-screens.md §3.3, §4, §7; docs/work-orders.md):
// raise one (the form's fields, checked by its definition; screenshots the caller's company
// uploaded, checked again by their bytes), list them (§7.2 list body; terms and sorts on the
// list definition's whitelist only), count them by state, read one, delete some. Every query is
// scoped to the caller's company: another company's ticket is as if it did not exist.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { chinaDateTime, chinaStamp } from '#core/china-time.ts';
import { toCamelCase, toSnakeCase } from '#core/definition/index.ts';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import type { PortalDatabase } from '../db/schema.ts';
import type { UntypedDb, UntypedSelect } from '../db/untyped.ts';
import { isUniqueViolation } from '../db/conflicts.ts';
import { applyFeatureTerms } from '../fields/feature-terms.ts';
import { ApiError } from '../http/envelope.ts';
import { badRequest } from '../fields/term-values.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { fileIdOf, fileUri, readStoredFile, type FilePlace } from '../bills/files/file-store.ts';
import { contentMatches } from '../bills/files/file-types.ts';
import { linkSession, signFileLink } from '../bills/files/signed-link.ts';
import type { SigningKey } from '../auth/secrets.ts';
import { checkUploadName, tooLargeMessage, typeMessage, UPLOAD_MESSAGES } from '../routes/file-routes.ts';
import { stateNamesOf } from './ticket-states.ts';
import { DETAIL_TYPE_DICTIONARY, DETAIL_TYPE_OTHERWISE, type TicketFeature } from './ticket-forms.ts';

type Db = Kysely<PortalDatabase>;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
export const MAX_IDS = 500;
/** The state a new ticket starts in, and the operator's two moves (§4; schemas/seed/states.json WORK/WorkTicketState). */
export const TICKET_STATES = { pending: 'pending', process: 'process', stop: 'stop' } as const;
/** Never expires: a screenshot is kept with its ticket. */
const KEPT = Number.MAX_SAFE_INTEGER;

export const MSG_TICKET_SAVED = '提交工单成功！';
export const MSG_TICKET_NOT_FOUND = '工单不存在';
export const MSG_TICKETS_DELETED = '删除成功！';
export const MSG_CHOOSE_TICKETS = '请选择要删除的工单';

const COLUMNS = [
  'id',
  'ticket_num',
  'ticket_type',
  'ticket_title',
  'ticket_content',
  'telephone',
  'promoter',
  'state',
  'reason',
  'create_time',
  'update_time',
] as const;

export interface TicketCaller {
  userId: number;
  companyCode: string;
  /** The caller's session: the attachments' download links end with it (signed-link.ts). */
  sessionId?: string;
}

export interface TicketDeps {
  db: Db;
  feature: TicketFeature;
  signingKey: SigningKey;
  files: FilePlace;
}

function toApi(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [toCamelCase(column), column === 'id' ? Number(value) : value]));
}

/** GD + China time to the second + 4 random digits (a unique column: a clash fails the save, never overwrites). */
/** Numbers a save draws at most before it gives up (each clash is 1 in 10,000 per other save that second). */
const MAX_NUMBER_DRAWS = 8;

export function newTicketNum(now: number = Date.now()): string {
  return `GD${chinaStamp(now).replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 10000)).padStart(4, '0')}`;
}

function refused(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}

/** The screenshots of a save: files the caller's company uploaded for this form, checked again by their bytes. */
async function checkedFiles(deps: TicketDeps, caller: TicketCaller, given: unknown): Promise<Array<{ id: string; uri: string; name: string }>> {
  const { files, module, codes } = deps.feature;
  const { upload } = files;
  const rows = Array.isArray(given) ? (given as Array<Record<string, unknown>>) : [];
  const purpose = { route: module, code: codes.upload, accept: upload.accept, maxBytes: upload.maxBytes };
  const checked: Array<{ id: string; uri: string; name: string }> = [];
  for (const row of rows) {
    const id = fileIdOf(row[upload.fileField]);
    const stored = id ? await readStoredFile(deps.db, id, deps.files) : undefined;
    // Another company's file, an expired upload or a file already attached: as if it did not exist.
    if (!id || !stored || stored.company_code !== caller.companyCode || stored.kind !== 'upload')
      throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
    checkUploadName(stored.name, purpose);
    if (stored.content.length > upload.maxBytes) throw refused(upload.messages?.tooBig ?? tooLargeMessage(upload.maxBytes));
    if (!contentMatches(stored.name, stored.content, upload.accept)) throw refused(upload.messages?.wrongType ?? typeMessage(purpose));
    if (checked.some((one) => one.id === id)) continue;
    checked.push({ id, uri: fileUri(id), name: stored.name });
  }
  return checked;
}

/** /Work_ticket/save: a new pending ticket of the caller's company with its screenshots. */
export async function saveTicket(deps: TicketDeps, caller: TicketCaller, data: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const { db, feature } = deps;
  const files = await checkedFiles(deps, caller, data[feature.files.field]);
  const user = await db.selectFrom('app_user').select(['username', 'login_name']).where('id', '=', caller.userId).executeTakeFirst();
  const now = chinaDateTime();
  const values: Record<string, unknown> = Object.fromEntries(feature.fields.map((field) => [toSnakeCase(field), data[field] ?? '']));
  const store = () =>
    db.transaction().execute(async (trx) => {
      const inserted = await (trx as unknown as UntypedDb)
        .insertInto('work_ticket')
        .values({
          ...values,
          company_code: caller.companyCode,
          user_id: caller.userId,
          ticket_num: newTicketNum(),
          promoter: user?.username || user?.login_name || '',
          state: TICKET_STATES.pending,
          reason: null,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ticketId = Number((inserted as { id: number }).id);
      for (const file of files) {
        await trx.insertInto('work_ticket_file').values({ ticket_id: ticketId, file_uri: file.uri, file_name: file.name }).execute();
        // Kept only if it is still an upload: the same screenshot sent by two saves at once goes to one.
        const kept = await (trx as unknown as UntypedDb)
          .updateTable('stored_file')
          .set({ kind: 'document', expires_at: KEPT })
          .where('id', '=', file.id)
          .where('kind', '=', 'upload')
          .executeTakeFirst();
        if (Number(kept.numUpdatedRows) !== 1) throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
      }
      return ticketId;
    });
  // The number is the second plus 4 random digits under a unique index: two saves in one second
  // may draw the same one; the loser draws again (the whole save, nothing of it was kept).
  let id = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      id = await store();
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_NUMBER_DRAWS) throw error;
    }
  }
  return detailTicket(deps, caller, id);
}

/** The terms on the list definition's whitelist (its filters and the state), as where clauses. */
function applyTerms(query: UntypedSelect, terms: readonly ReceivedTerm[], columns: Readonly<Record<string, string>>): UntypedSelect {
  return applyFeatureTerms(query, terms, (column) => (Object.hasOwn(columns, column) ? columns[column] : undefined));
}

function ownTickets(deps: TicketDeps, caller: TicketCaller): UntypedSelect {
  return (deps.db as unknown as UntypedDb).selectFrom('work_ticket').where('company_code', '=', caller.companyCode);
}

/** /Work_ticket/list: the caller's company's tickets, a page of them with the total. */
export async function listTickets(
  deps: TicketDeps,
  caller: TicketCaller,
  request: ReceivedListRequest,
): Promise<{ datas: Record<string, unknown>[]; total: number }> {
  const { feature } = deps;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${MAX_PAGE_SIZE}`);
  const offset = (request.pageIndex ?? 0) * pageSize;
  const base = applyTerms(ownTickets(deps, caller), request.terms ?? [], feature.terms);
  const counted = (await base.select(sql<number>`count(*)`.as('total')).executeTakeFirst()) as { total?: unknown } | undefined;
  let rows = base.select([...COLUMNS]);
  for (const sort of request.sorts ?? []) {
    // Own names only: `__proto__` or `toString` is no column.
    const column = Object.hasOwn(feature.sorts, sort.name) ? feature.sorts[sort.name] : undefined;
    if (!column) throw badRequest(`不支持的排序字段：${sort.name}`);
    rows = rows.orderBy(sql.ref(column), sort.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');
  }
  if (!request.sorts?.length) rows = rows.orderBy(sql.ref(feature.defaultSort.column), feature.defaultSort.order);
  const found = (await rows.orderBy('id', 'desc').limit(pageSize).offset(offset).execute()) as Record<string, unknown>[];
  const names = await stateNamesOf(deps.db, feature);
  return { datas: found.map((row) => ({ ...toApi(row), stateName: names.get(String(row.state)) ?? row.state })), total: Number(counted?.total ?? 0) };
}

/** /Work_ticket/state_count: how many of the caller's tickets are in each state (the other terms applied). */
export async function countTickets(
  deps: TicketDeps,
  caller: TicketCaller,
  terms: readonly ReceivedTerm[],
): Promise<Array<{ state: string; name: string; count: number }>> {
  const { feature } = deps;
  const others = terms.filter((term) => term.column !== 'state');
  const rows = (await applyTerms(ownTickets(deps, caller), others, feature.terms)
    .select(['state', sql<number>`count(*)`.as('count')])
    .groupBy('state')
    .execute()) as Array<{ state: string; count: unknown }>;
  const names = await stateNamesOf(deps.db, feature);
  return [...names.entries()].map(([state, name]) => ({ state, name, count: Number(rows.find((row) => row.state === state)?.count ?? 0) }));
}

/** /Work_ticket/detail: one ticket of the caller's company with every §3.3 field and its attachments. */
export async function detailTicket(deps: TicketDeps, caller: TicketCaller, id: number): Promise<Record<string, unknown>> {
  const { db, feature } = deps;
  const row = (await ownTickets(deps, caller)
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw new ApiError(MSG_TICKET_NOT_FOUND, { httpStatus: 404 });
  const files = await db.selectFrom('work_ticket_file').select(['id', 'file_uri', 'file_name']).where('ticket_id', '=', id).orderBy('id').execute();
  const dictionaries = await loadDictionaries(db, [DETAIL_TYPE_DICTIONARY]);
  const type = String(row.ticket_type);
  const names = await stateNamesOf(db, feature);
  const attachments = await Promise.all(
    files.map(async (file) => {
      const fileId = fileIdOf(file.file_uri);
      const token = fileId ? await signFileLink(deps.signingKey, fileId, caller.companyCode, linkSession(caller)) : null;
      const downloadUri = fileId && token ? `${fileUri(fileId)}?token=${encodeURIComponent(token)}` : '';
      const extension = file.file_name.slice(file.file_name.lastIndexOf('.') + 1).toLowerCase();
      return {
        id: file.id,
        name: file.file_name,
        uri: file.file_uri,
        displayUri: downloadUri,
        downloadUri,
        contentType: extension === 'png' ? 'image/png' : 'image/jpeg',
      };
    }),
  );
  return {
    ...toApi(row),
    stateName: names.get(String(row.state)) ?? row.state,
    // §3.3: the detail's reading of the type ('1' technical, otherwise business).
    ticketTypeName: dictionaries.name(DETAIL_TYPE_DICTIONARY, type) ?? dictionaries.name(DETAIL_TYPE_DICTIONARY, DETAIL_TYPE_OTHERWISE) ?? type,
    attachments,
  };
}

/** /Work_ticket/delete: the caller's company's tickets among `ids` (others are left alone); how many went. */
export async function deleteTickets(deps: TicketDeps, caller: TicketCaller, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) throw refused(MSG_CHOOSE_TICKETS);
  return deps.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('work_ticket')
      .select('id')
      .where('company_code', '=', caller.companyCode)
      .where('id', 'in', [...ids])
      .execute();
    if (own.length === 0) throw new ApiError(MSG_TICKET_NOT_FOUND, { httpStatus: 404 });
    const found = own.map((row) => row.id);
    await trx.deleteFrom('work_ticket_file').where('ticket_id', 'in', found).execute();
    await trx.deleteFrom('work_ticket').where('id', 'in', found).execute();
    return found.length;
  });
}
