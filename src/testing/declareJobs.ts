// A batch 申报's progress as the server answers it, one view per progress call: the fixtures of
// DeclareProgressDialog's stories and specs.
import type { DeclareJobView } from '#core/declare-jobs.ts';
import { answer, installFakeApi, ok } from './fakeApi.ts';

export const PROGRESS_PATH = '/api/enterprise/expu/order/declareProgress';
export const JOB_ID = '6f1c2f4e-8b1a-4c55-9d3e-0a7b3c9e1f20';
export const TOTAL = 2000;

const view = (over: Partial<DeclareJobView>): DeclareJobView => ({
  jobId: JOB_ID,
  phase: 'checking',
  total: TOTAL,
  checked: 0,
  sent: 0,
  failed: 0,
  message: null,
  bills: [],
  ...over,
});

/** The views a job goes through, one per progress call; the last one repeats. */
export const DONE_JOB: DeclareJobView[] = [
  view({ phase: 'waiting' }),
  view({ checked: 500 }),
  view({ checked: 1500 }),
  view({ phase: 'writing', checked: TOTAL }),
  view({ phase: 'sending', checked: TOTAL, sent: 400 }),
  view({ phase: 'sending', checked: TOTAL, sent: 1300 }),
  view({ phase: 'done', checked: TOTAL, sent: TOTAL, message: `申报完成：${TOTAL}张单据已申报，${TOTAL}份报文已发送` }),
];

const refused = [
  { id: 17, name: 'EO-2026-0017', reason: '报文传输编号（dxpId）缺失，报文无法通过海关报文规范（XSD）校验' },
  { id: 98, name: 'EO-2026-0098', reason: '当前状态「申报中」不允许申报' },
];
export const REFUSED_JOB: DeclareJobView[] = [
  view({ checked: 800 }),
  view({ phase: 'failed', checked: TOTAL, message: refused.map((bill) => `${bill.name}：${bill.reason}`).join('；'), bills: refused }),
];

export const INTERRUPTED_JOB: DeclareJobView[] = [
  view({ phase: 'interrupted', checked: 700, message: '后台申报已中断（服务已停止），没有单据被申报，请重新申报' }),
];

export function fakeJob(views: readonly DeclareJobView[], delayMs = 0) {
  const api = installFakeApi();
  let call = 0;
  api.on(`POST ${PROGRESS_PATH}`, async () => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const shown = views[Math.min(call, views.length - 1)];
    call += 1;
    return shown ? ok(shown) : answer(-1, '申报任务不存在');
  });
  return api;
}
