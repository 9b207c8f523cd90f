// A process's memory as /proc/<pid>/status tells it, in MB (Linux only): for the benchmarks that
// watch a server process from outside.
import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** All resident memory, MB. */
  rss: number;
  /** Heaps: V8's, the worker threads', SQLite's caches, malloc. */
  anon: number;
  /** Mapped files: the program, and database pages the workers map. */
  file: number;
  /** The highest resident memory the process has had since it started (VmHWM). */
  peak: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile'), peak: mb('VmHWM') };
}
