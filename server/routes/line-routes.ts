// The body (lines) of a bill on its own (spec §7.6): bodyUrl pages the lines of a head,
// bodySave writes one line (validated with the line schema, the grid's own messages), and
// bodyDelete removes lines. Changes need the button codes bodySave / delete on the family's
// module and a head in an editable state (lifecycle.editableIn); everything is scoped to the
// caller's company. Mounted only for families whose UI file names the paths (api.lines,
// api.lineSave, api.lineDelete).
import { MSG_DELETED, MSG_SELECT_LINES_TO_DELETE } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { engineDb } from '../bills/db.ts';
import { BILL_NOT_FOUND, billId, findHead } from '../bills/find-bill.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl } from '../bills/family.ts';
import type { BillFamily } from '../bills/family.ts';
import { claimEditableHead } from '../bills/lines/editable-head.ts';
import {
  addLine,
  deleteLines,
  ensureLineRoom,
  headsOfLines,
  headVersion,
  lineAnswer,
  linePage,
  LINE_NOT_FOUND,
  replaceLine,
} from '../bills/lines/line-store.ts';
import { validateLine } from '../bills/lines/line-validation.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { badRequest } from '../fields/term-values.ts';
import { callerOf, familyPage } from './caller.ts';
import { sendProblems } from './problem-answer.ts';
import { SAVED } from './save-routes.ts';

export const LINES_PAGE_SIZE = 10;
export const LINES_PAGE_MAX = 500;
export const DELETED = MSG_DELETED;
export const NO_LINE_SELECTED = MSG_SELECT_LINES_TO_DELETE;
const MAX_DELETE = 5000;

type Body<T> = { Body: { data: T } };

const pageBody = dataBody({
  type: 'object',
  required: ['id'],
  properties: {
    id: { title: '表头编号' },
    pageIndex: { type: 'integer', title: '页码', minimum: 0, maximum: 1_000_000 },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: LINES_PAGE_MAX },
  },
});

function requiredId(value: unknown, message: string): number {
  const id = billId(value);
  if (id === null) throw businessError(message);
  return id;
}

function registerLinePage(app: FastifyInstance, engine: BillEngine, family: BillFamily, path: string): void {
  app.post<Body<{ id: unknown; pageIndex?: number; pageSize?: number }>>(
    familyUrl(family, path),
    { config: familyPage(family), schema: { body: pageBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const { id, pageIndex = 0, pageSize = LINES_PAGE_SIZE } = request.body.data;
      const headId = requiredId(id, BILL_NOT_FOUND);
      const lines = await linePage(engine.db, family, companyCode, headId, pageIndex, pageSize);
      // An empty page of an unknown bill and of a bill without lines look alike; tell them apart.
      if (lines.length === 0 && pageIndex === 0 && !(await findHead(engine.db, family, companyCode, headId))) {
        throw businessError(BILL_NOT_FOUND);
      }
      return ok(lines);
    },
  );
}

function registerLineSave(app: FastifyInstance, engine: BillEngine, family: BillFamily, path: string): void {
  app.post<Body<Record<string, unknown>>>(
    familyUrl(family, path),
    { config: familyPage(family, ['bodySave']), schema: { body: dataBody({ type: 'object', required: ['headId'] }) } },
    async (request, reply) => {
      const { companyCode } = callerOf(request);
      const body = request.body.data;
      const headId = requiredId(body.headId, BILL_NOT_FOUND);
      const given = body.id === undefined || body.id === null || body.id === '' ? null : requiredId(body.id, LINE_NOT_FOUND);
      const checked = validateLine(family, body, await loadDictionaries(engine.db, family.dictionaryCodes));
      if (!checked.ok) return sendProblems(reply, request, checked.problems);
      const id = await engineDb(engine.db)
        .transaction()
        .execute(async (trx) => {
          await claimEditableHead(trx, family, companyCode, headId, Date.now());
          if (given === null) {
            await ensureLineRoom(trx, family, headId, 1);
            return addLine(trx, family, headId, checked.data);
          }
          await replaceLine(trx, family, headId, given, checked.data);
          return given;
        });
      return ok({ ...(await lineAnswer(engine.db, family, headId, id)), headVersion: await headVersion(engine.db, family, headId) }, SAVED);
    },
  );
}

function registerLineDelete(app: FastifyInstance, engine: BillEngine, family: BillFamily, path: string): void {
  app.post<Body<{ ids?: unknown }>>(
    familyUrl(family, path),
    { config: familyPage(family, ['delete']), schema: { body: dataBody({ type: 'object' }) } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const raw = Array.isArray(request.body.data.ids) ? request.body.data.ids : [];
      if (raw.length === 0) throw businessError(NO_LINE_SELECTED);
      if (raw.length > MAX_DELETE) throw badRequest(`一次最多删除${MAX_DELETE}条数据`);
      const ids = [...new Set(raw.map((value) => requiredId(value, LINE_NOT_FOUND)))];
      const heads = await engineDb(engine.db)
        .transaction()
        .execute(async (trx) => {
          const touched = await headsOfLines(trx, family, companyCode, ids);
          const now = Date.now();
          for (const headId of touched) await claimEditableHead(trx, family, companyCode, headId, now);
          await deleteLines(trx, family, ids);
          return touched;
        });
      // The lines of one bill are deleted from its page: its new version travels back.
      return ok(heads.length === 1 ? { headVersion: await headVersion(engine.db, family, heads[0]) } : null, DELETED);
    },
  );
}

export function registerLineRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  if (!family.lineTable) return;
  const { lines, lineSave, lineDelete } = family.definition.ui.api;
  if (lines) registerLinePage(app, engine, family, lines);
  if (lineSave) registerLineSave(app, engine, family, lineSave);
  if (lineDelete) registerLineDelete(app, engine, family, lineDelete);
}
