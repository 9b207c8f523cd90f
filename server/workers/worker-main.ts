// The entry of a worker thread (piscina loads it, compiled or with tsx: see worker-pool.ts).
import { TASKS, type TaskName } from './tasks/index.ts';

export default function run(task: { name: TaskName; input: never }): unknown {
  const handler = TASKS[task.name] as (input: unknown) => unknown;
  if (!handler) throw new Error(`unknown worker task ${String(task.name)}`);
  return handler(task.input);
}
