// The poll of a reviewer that decides after a delay (the company filing's, server/company, and the
// engine forms', server/forms/engine): every API process runs one; a round starts only when the
// last one has finished, and stop() waits for a round under way. The delay's half (50 ms to 1 s)
// is the period, so a due record waits at most half its delay more.
import type { FastifyBaseLogger } from 'fastify';

export class ReviewPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  /** `round` decides what is due; `what` names it in the log when a round fails. */
  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly what: string,
  ) {}

  /** Starts polling for a reviewer with `delayMs` (none for 0: it decides in the request itself). */
  start(log: FastifyBaseLogger, delayMs: number): void {
    if (delayMs === 0 || this.timer) return;
    const pollMs = Math.min(1000, Math.max(50, Math.floor(delayMs / 2)));
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.round()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, `${this.what} failed`))
        .finally(() => {
          this.running = null;
        });
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }
}
