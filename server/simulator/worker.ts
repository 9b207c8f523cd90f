// Polls the simulator's queue in every API process (only when receipts are delayed). One tick
// at a time; stopping waits for the tick in flight so the database can close safely.
import type { FastifyBaseLogger } from 'fastify';
import type { CustomsSimulator } from './customs-simulator.ts';

export interface SimulatorWorker {
  stop(): Promise<void>;
}

export function startSimulatorWorker(simulator: CustomsSimulator, log: FastifyBaseLogger): SimulatorWorker {
  const pollMs = Math.min(1000, Math.max(50, Math.floor(simulator.delayMs / 2)));
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = simulator
      .processDueJobs(Date.now())
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'customs simulator step failed'))
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
