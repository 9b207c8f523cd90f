// A batch 申报 in the background (issue 24; docs/customs-messages/declaring.md), one copy for the
// server that runs it and the browser that shows its progress. A declare of more bills than the
// server's limit (PORTAL_DECLARE_IN_BACKGROUND_OVER, default 100) answers `{ declareJob }` at once;
// the list then asks POST /api/enterprise{api.base}/declareProgress { jobId } until it is finished.

/** Sub-path of a family's progress call. */
export const DECLARE_PROGRESS_SUB_PATH = 'declareProgress';
/** Bills one background declare takes at most (a declare in the request takes MAX_BATCH). */
export const MAX_BACKGROUND_DECLARE = 10_000;
/** A job id as the server makes them (a UUID). */
export const DECLARE_JOB_ID_PATTERN = '^[0-9a-f-]{36}$';

export type DeclareJobPhase = 'waiting' | 'checking' | 'writing' | 'sending' | 'done' | 'failed' | 'interrupted';

/** Phases after which nothing moves any more. */
export const FINISHED_PHASES: readonly DeclareJobPhase[] = ['done', 'failed', 'interrupted'];

/** What the user reads while a phase runs. */
export const DECLARE_PHASE_NAMES: Readonly<Record<DeclareJobPhase, string>> = {
  waiting: '排队等待',
  checking: '检查报文',
  writing: '写入申报',
  sending: '加签发送',
  done: '申报完成',
  failed: '申报未完成',
  interrupted: '申报已中断',
};

/** A refused bill of a failed job, as a refused batch action names it. */
export interface DeclareJobBill {
  id: number;
  name: string;
  reason: string;
}

/** The answer of a declare that went to the background. */
export interface DeclareJobStarted {
  declareJob: { jobId: string; total: number };
}

/** The progress call's answer. */
export interface DeclareJobView {
  jobId: string;
  phase: DeclareJobPhase;
  total: number;
  /** Messages built and checked against the XSD. */
  checked: number;
  /** Messages signed and written to the outbox. */
  sent: number;
  /** Messages that could not be signed or written (their 签名记录 say why; they are sent again). */
  failed: number;
  /** Finished: what to tell the user (the refusal, naming up to ten bills). */
  message: string | null;
  /** A refused batch: the bills and why (at most 100). */
  bills: DeclareJobBill[];
}

export function isDeclareJobStarted(data: unknown): data is DeclareJobStarted {
  const job = (data as Partial<DeclareJobStarted> | null)?.declareJob;
  return typeof job === 'object' && job !== null && typeof job.jobId === 'string';
}
