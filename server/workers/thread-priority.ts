// Long work (a list's exact count, an export, an import) runs in worker threads at a lower CPU
// priority than the request thread and the quick lane of a list's rows (issue 26 point 1): on two
// cores busy with other clerks' counts, the rows of a new question waited for a core behind them
// (rows p95 40.7 ms under 10 clerks against 11 ms for one). On Linux the nice value belongs to a
// thread, so a worker raises its own (no privilege needed to lower one's priority); the counts
// still get every core that nobody else wants. Elsewhere the priority stays as it is.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The calling thread's id on Linux (/proc/thread-self links to <pid>/task/<tid>), or null. */
function threadId(): number | null {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Gives the calling thread the nice value `niceness` (0: unchanged). Answers whether it did. */
export function lowerThreadPriority(niceness: number): boolean {
  if (niceness <= 0) return false;
  const id = threadId();
  if (id === null) return false;
  try {
    setPriority(id, Math.min(19, niceness));
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's nice value (Linux), or null where a thread has none of its own. */
export function threadPriority(): number | null {
  const id = threadId();
  return id === null ? null : getPriority(id);
}
