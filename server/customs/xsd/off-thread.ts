// The same validation in one of the server's worker threads (server/workers, task
// validateCustomsXml), for callers that validate many messages at once — a batch of bills being
// sent, an inbox full of receipts — and must not hold the request thread meanwhile. The pool's
// bounds apply: a full queue answers 服务器繁忙, a task past the time limit is stopped.
import type { WorkerPool } from '../../workers/worker-pool.ts';
import type { XsdProblem } from './problems.ts';

/** validateCebXml in a worker thread. */
export function validateCebXmlOffThread(xml: string | Uint8Array, workers: WorkerPool): Promise<XsdProblem[]> {
  return workers.run('validateCustomsXml', { kind: 'ceb', xml });
}

/** validateTransferXml in a worker thread. */
export function validateTransferXmlOffThread(xml: string | Uint8Array, workers: WorkerPool): Promise<XsdProblem[]> {
  return workers.run('validateCustomsXml', { kind: 'transfer', xml });
}
