// The entry of a worker thread (piscina loads it, compiled or with tsx: see worker-pool.ts).
import { workerData } from 'piscina';
import { TASKS, type TaskName } from './tasks/index.ts';
import { lowerThreadPriority } from './thread-priority.ts';

// The pool's threads run below the request thread (thread-priority.ts; PORTAL_WORKER_NICE).
lowerThreadPriority(Number((workerData as { niceness?: unknown } | undefined)?.niceness ?? 0));

export default function run(task: { name: TaskName; input: never }): unknown {
  const handler = TASKS[task.name] as (input: unknown) => unknown;
  if (!handler) throw new Error(`unknown worker task ${String(task.name)}`);
  return handler(task.input);
}
