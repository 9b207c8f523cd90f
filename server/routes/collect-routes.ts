// The route of a collect button: the selected bills (ids under the button's idsKey) or, for a
// by-condition button, every bill the list's current terms match (the required filter given),
// become new bills of the target family. Guarded by the button code on this family's module.
import type { FastifyInstance } from 'fastify';
import { lifecycleAction, toSnakeCase, type CollectButton } from '#core/definition/index.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { collectBills, collectedText } from '../bills/actions/collect-bills.ts';
import { engineDb, dynamicDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl, type BillFamily } from '../bills/family.ts';
import { billQuery } from '../bills/query/bill-query.ts';
import type { ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { parseTerms } from '../bills/query/terms.ts';
import { badRequest } from '../fields/term-values.ts';
import { MAX_BATCH, NOTHING_SELECTED, promptText, selectedIds } from './action-routes.ts';
import { callerOf, familyPage } from './caller.ts';
import { filingSession } from '../company/filing-gate.ts';
import { sendRefusal } from './refusal-reply.ts';

type CollectBody = Record<string, unknown> & { terms?: ListTerm[] };

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isFilled);
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** By condition: the terms must name the required filter with a value (spec §5.2). */
function requireFilter(family: BillFamily, button: CollectButton, terms: ListTerm[]): void {
  if (!button.requiredFilter) return;
  const column = toSnakeCase(button.requiredFilter);
  if (terms.some((term) => term?.column === column && isFilled(term.value))) return;
  const filter = family.definition.ui.list.filters.find((candidate) => candidate.field === button.requiredFilter);
  const title = filter?.title ?? family.headFields.find((field) => field.name === button.requiredFilter)?.title ?? button.requiredFilter;
  throw badRequest(`请先选择「${title}」查询条件`);
}

/** The bills the terms match, among those whose state the button's lifecycle action accepts. */
async function idsByCondition(engine: BillEngine, family: BillFamily, button: CollectButton, companyCode: string, terms: ListTerm[]): Promise<number[]> {
  const conditions = parseTerms(family, terms);
  let query = billQuery(dynamicDb(engine.db), family, companyCode, conditions);
  const accepted = button.action ? lifecycleAction(family.definition, button.action)?.from : undefined;
  if (accepted) query = query.where('state', 'in', accepted);
  const rows = await query
    .select('id')
    .orderBy('id')
    .limit(MAX_BATCH + 1)
    .execute();
  if (rows.length > MAX_BATCH) throw badRequest(`一次最多操作${MAX_BATCH}张单据，请缩小查询条件`);
  return rows.map((row) => Number((row as { id: unknown }).id));
}

export function registerCollectRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: CollectButton): void {
  const target = engine.families.find((candidate) => candidate.id === button.into);
  if (!target) throw new Error(`${family.id}: collect button ${button.code} names unknown family ${String(button.into)}`);
  app.post<{ Body: { data: CollectBody } }>(
    familyUrl(family, button.path),
    { config: familyPage(family, [button.code]), schema: { body: dataBody({ type: 'object' }) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = request.body.data;
      let ids: number[];
      if (button.byCondition) {
        const terms = Array.isArray(body.terms) ? body.terms : [];
        requireFilter(family, button, terms);
        ids = await idsByCondition(engine, family, button, caller.companyCode, terms);
      } else {
        const key = button.idsKey ?? 'ids';
        ids = selectedIds({ ...body, ids: body[key] });
      }
      if (ids.length === 0) throw businessError(button.byCondition ? '当前查询条件下没有可以操作的单据' : NOTHING_SELECTED);
      const note = promptText(button, body);
      const company = await engine.db.selectFrom('company').select('name').where('code', '=', caller.companyCode).executeTakeFirst();
      const { customsRegistCode } = await filingSession(engine.db, caller.companyCode);
      try {
        const { signRecords, ...answer } = await engineDb(engine.db)
          .transaction()
          .execute((trx) =>
            collectBills(engine, trx, { family, target, button, ids, note, ...caller, companyName: company?.name ?? '', customsRegistCode }, Date.now()),
          );
        await engine.customs.afterCommit(signRecords);
        return ok(answer, collectedText(target, { ...answer, signRecords }));
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );
}
