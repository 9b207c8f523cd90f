// Polls a database-backed queue in every API process: the simulator's (only when receipts are
// delayed) and the open API's callbacks. One tick at a time; stopping waits for the tick in flight
// so the database can close safely.
import type { FastifyBaseLogger } from 'fastify';
import type { CustomsSimulator } from './customs-simulator.ts';

export interface SimulatorWorker {
  stop(): Promise<void>;
}

/** Runs `tick` every `pollMs`, never two at once; a failure is logged and the next tick runs. */
export function startPolling(tick: () => Promise<unknown>, pollMs: number, log: FastifyBaseLogger, what: string): SimulatorWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

export function startSimulatorWorker(simulator: CustomsSimulator, log: FastifyBaseLogger): SimulatorWorker {
  const pollMs = Math.min(1000, Math.max(50, Math.floor(simulator.delayMs / 2)));
  return startPolling(() => simulator.processDueJobs(Date.now()), pollMs, log, 'customs simulator step');
}
