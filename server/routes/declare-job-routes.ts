// A batch 申报 in the background (issue 24; core/declare-jobs.ts, server/customs/declare/declare-jobs.ts):
// the declare route hands a batch over the server's limit to startBackgroundDeclare, which records
// the job and answers its id; POST {base}/declareProgress { jobId } reads it back, on the family's
// page (its module, an approved filing), for the caller's company only — another company's job,
// like a job that never was, is 申报任务不存在.
import type { FastifyInstance } from 'fastify';
import { DECLARE_JOB_ID_PATTERN, DECLARE_PROGRESS_SUB_PATH, type DeclareJobStarted } from '#core/declare-jobs.ts';
import { businessError, ok, type Envelope } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl, type BillFamily } from '../bills/family.ts';
import { MSG_JOB_NOT_FOUND, type DeclareCall } from '../customs/declare/declare-jobs.ts';
import { callerOf, familyPage } from './caller.ts';

/** Whether a declare of `count` bills of the family goes to the background. */
export function declaresInBackground(engine: BillEngine, family: BillFamily, action: string, count: number): boolean {
  const declared = family.definition.ui.lifecycle.states.declared;
  const to = family.definition.ui.lifecycle.actions[action]?.to;
  return declared !== undefined && to === declared && engine.customs.messages.has(family.id) && count > engine.settings.declareInBackgroundOver;
}

export async function startBackgroundDeclare(engine: BillEngine, call: DeclareCall): Promise<Envelope<DeclareJobStarted>> {
  const jobId = await engine.declareJobs.start(engine, call);
  return ok({ declareJob: { jobId, total: call.ids.length } }, `已开始后台申报（共${call.ids.length}张单据）`);
}

export function registerDeclareProgressRoute(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  if (!engine.customs.messages.has(family.id)) return;
  app.post<{ Body: { data: { jobId: string } } }>(
    familyUrl(family, DECLARE_PROGRESS_SUB_PATH),
    {
      config: familyPage(family),
      schema: {
        body: dataBody({
          type: 'object',
          required: ['jobId'],
          properties: { jobId: { type: 'string', title: '申报任务编号', pattern: DECLARE_JOB_ID_PATTERN } },
        }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const view = await engine.declareJobs.read(request.body.data.jobId, caller.companyCode, family.id);
      if (!view) throw businessError(MSG_JOB_NOT_FOUND);
      return ok(view);
    },
  );
}
