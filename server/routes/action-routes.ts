// Batch lifecycle actions (spec §7.4): one route per button with a path and an action. The body
// carries ids (or, for updateState, an id term), startTime and endTime (accepted and not
// needed: bills are found by id) and, for prompt / datePrompt buttons, the typed text under the
// prompt key (reason, note, leaveTime...). The caller must hold the button code on the family's
// module; everything happens in one transaction, except a declare of more bills than the server
// declares in the request (declare-job-routes.ts), which answers a job and goes on in the background.
import { MSG_SELECT_ROWS } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { isBillDate, isBillDateTime, type ButtonOf } from '#core/definition/index.ts';
import type { LifecycleButton } from '#core/buttons/index.ts';
import { promptOf } from '#core/list/action-bodies.ts';
import { runAction } from '../bills/actions/run-action.ts';
import { engineDb } from '../bills/db.ts';
import { billId } from '../bills/find-bill.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl } from '../bills/family.ts';
import type { BillFamily } from '../bills/family.ts';
import type { ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { badRequest } from '../fields/term-values.ts';
import { callerOf, familyPage } from './caller.ts';
import { refusalAnswer } from './refusal-reply.ts';
import { declaresInBackground, startBackgroundDeclare } from './declare-job-routes.ts';
import { MAX_BACKGROUND_DECLARE } from '#core/declare-jobs.ts';
import type { DeclareCall } from '../customs/declare/declare-jobs.ts';

export const NOTHING_SELECTED = MSG_SELECT_ROWS;
export const MAX_BATCH = 5000;

type ActionBody = Record<string, unknown> & { ids?: unknown; terms?: ListTerm[] };

export function selectedIds(body: ActionBody, max = MAX_BATCH): number[] {
  let raw: unknown[] = Array.isArray(body.ids) ? body.ids : [];
  if (raw.length === 0 && Array.isArray(body.terms)) {
    const idTerm = body.terms.find((term) => term?.column === 'id' && (term.termType === 'in' || term.termType === 'eq'));
    raw = Array.isArray(idTerm?.value) ? idTerm.value : idTerm?.value !== undefined ? [idTerm.value] : [];
  }
  if (raw.length > max) throw badRequest(`一次最多操作${max}张单据`);
  const ids = raw.map(billId);
  if (ids.some((id) => id === null)) throw badRequest('单据编号不正确');
  return [...new Set(ids as number[])];
}

/** The text typed in a prompt; blank is refused with the definition's message. */
export function promptText(button: LifecycleButton, body: ActionBody): string | null {
  const prompt = promptOf(button);
  if (!prompt) return null;
  const { key, label, required } = prompt;
  const value = body[key];
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const blankMessage = required ?? `${button.kind === 'datePrompt' ? '请选择' : '请输入'}${label}`;
  if (text === '') throw businessError(blankMessage);
  if (button.kind === 'datePrompt' && !isBillDate(text) && !isBillDateTime(text)) throw businessError(blankMessage);
  if (text.length > 1000) throw businessError(`${label}不能超过1000个字符`);
  return text;
}

/** The buttons that run a lifecycle action and nothing else. */
export type ActionButton = ButtonOf<'confirm' | 'prompt' | 'datePrompt' | 'updateState'>;

/** One route per action button whose action the family's lifecycle defines (else none). */
export function registerActionRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ActionButton): void {
  const { action } = button;
  if (action === undefined || !Object.hasOwn(family.definition.ui.lifecycle.actions, action)) return;
  app.post<{ Body: { data: ActionBody } }>(
    familyUrl(family, button.path),
    { config: familyPage(family, [button.code]), schema: { body: dataBody({ type: 'object' }) } },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body.data;
      // A declare of a family with a customs message may take more bills: over the server's limit it runs in the background.
      const ids = selectedIds(body, declaresInBackground(engine, family, action, MAX_BATCH + 1) ? MAX_BACKGROUND_DECLARE : MAX_BATCH);
      if (ids.length === 0) throw businessError(NOTHING_SELECTED);
      const note = promptText(button, body);
      return answerAction(engine, { family, action, verb: button.text, ids, note, ...caller });
    },
  );
}

/**
 * Runs a lifecycle action on the bills of `call` as the list's button does — a declare of more
 * bills than the server declares in a request goes on in the background and answers its job — and
 * answers ok, the job, or the refusal naming each bill (HTTP 200, code -1), as a value that the open
 * API's declare can also keep for an Idempotency-Key's retries.
 */
export async function answerAction(engine: BillEngine, call: DeclareCall) {
  if (declaresInBackground(engine, call.family, call.action, call.ids.length)) return startBackgroundDeclare(engine, call);
  let outcome;
  try {
    outcome = await engineDb(engine.db)
      .transaction()
      .execute((trx) => runAction(engine, trx, call, Date.now()));
  } catch (error) {
    return refusalAnswer(error);
  }
  await engine.customs.afterCommit(outcome.signRecords);
  return ok(null);
}
