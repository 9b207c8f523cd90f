// Where the machine's CPU goes during a measured run (Linux /proc, issue 26 point 2): the portal's
// request thread (the thread whose id is the process id), the portal's other threads (worker
// threads, V8's and libuv's helpers), the benchmark's own process (the load generator), and the rest
// of the machine (PostgreSQL's processes on PostgreSQL, anything else running) and idle time. A
// CPU profile of the request thread samples wall time, so it cannot tell a busy thread from one
// waiting for a core; these are the kernel's counts of time on a core.
import { readFileSync } from 'node:fs';

/** The kernel's clock ticks a second for /proc times (USER_HZ, 100 on every Linux ABI). */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  /** ms on a core: the portal's request thread, the whole portal process, this process. */
  requestThread: number;
  portal: number;
  generator: number;
  /** ms of all cores: busy and idle (idle + iowait). */
  machineBusy: number;
  machineIdle: number;
}

/** ms on a core of the 14th and 15th fields (utime, stime) of a /proc stat line. */
function statMs(path: string): number {
  const line = readFileSync(path, 'utf8');
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function machineMs(): { busy: number; idle: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpu.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3] + ticks[4];
  const all = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: ((all - idle) * 1000) / TICKS_PER_SECOND, idle: (idle * 1000) / TICKS_PER_SECOND };
}

export function cpuSnapshot(portalPid: number): CpuSnapshot {
  const own = process.cpuUsage();
  const machine = machineMs();
  return {
    requestThread: statMs(`/proc/${portalPid}/task/${portalPid}/stat`),
    portal: statMs(`/proc/${portalPid}/stat`),
    generator: (own.user + own.system) / 1000,
    machineBusy: machine.busy,
    machineIdle: machine.idle,
  };
}

/** ms a question on a core, between two snapshots. */
export interface CpuPerQuestion {
  requestThread: number;
  /** Worker threads and V8's and libuv's helper threads. */
  portalOtherThreads: number;
  generator: number;
  /** Busy time of the machine outside both processes: PostgreSQL's processes, anything else. */
  rest: number;
  idle: number;
}

export function cpuPerQuestion(before: CpuSnapshot, after: CpuSnapshot, questions: number): CpuPerQuestion {
  const per = (ms: number) => ms / Math.max(1, questions);
  const portal = after.portal - before.portal;
  const requestThread = after.requestThread - before.requestThread;
  const generator = after.generator - before.generator;
  return {
    requestThread: per(requestThread),
    portalOtherThreads: per(portal - requestThread),
    generator: per(generator),
    rest: per(Math.max(0, after.machineBusy - before.machineBusy - portal - generator)),
    idle: per(after.machineIdle - before.machineIdle),
  };
}

/** Whether /proc can be read here (Linux). */
export function canSplitCpu(pid: number): boolean {
  try {
    cpuSnapshot(pid);
    return true;
  } catch {
    return false;
  }
}
