// Delivers the queued callbacks (issue 27 point 5, docs/open-api.md "Callbacks"). Every API process
// polls twice a second and then sends batch after batch while they come full; a batch is claimed
// with one conditional update (a short lock) before it is sent, so two processes never send the
// same delivery at once, and its outcomes are written together. A bill's deliveries to a key go in the
// order they were queued: only the oldest still pending one of each key and bill is a candidate.
// A receiver that does not answer 2xx is tried again after 5 s, 10 s, 20 s … (at most an hour
// apart) until a day has passed; then the delivery is given up (failed) and the bill's next goes.
// Each request is signed with the key's secret exactly as the key signs its own requests, and
// carries the event id, by which a receiver drops a repeat.
import { createHash, createHmac, randomBytes, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import { canonicalString, SIGNED_HEADERS } from '#core/open-api.ts';
import type { CallbackSettings } from '../../config.ts';
import type { PortalDb } from '../../db/connect.ts';
import { insertInSlices } from '../../db/insert-in-slices.ts';
import { openSecret } from '../key-vault.ts';
import { callbackAgents, postCallback, type CallbackAgents } from './post-callback.ts';

/** Deliveries claimed at once, and sent at once at most. */
const BATCH = 200;
const PARALLEL = 32;
/** A tick goes on claiming while batches come full, for at most this long (then the next tick). */
const DRAIN_MS = 5_000;
/** Attempts kept per key for the log (the issue's last 100). */
export const ATTEMPTS_KEPT = 100;
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Delivered and given-up deliveries are kept a week (the log joins its tries to them), then dropped. */
export const DELIVERIES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;
export const CALLBACK_EVENT_HEADER = 'x-callback-event-id';
export const MSG_KEY_GONE = '接口密钥已吊销或已取消回调地址';

interface Candidate {
  id: number;
  event_id: string;
  key_id: string;
  payload: string;
  attempts: number;
  created_at: number;
}

interface Receiver {
  url: string;
  secret: string;
}

interface Outcome {
  row: Candidate;
  started: number;
  finished: number;
  /** The receiver's HTTP status; null when none answered. */
  status: number | null;
  /** Why the try failed; null: delivered (a 2xx). */
  error: string | null;
  /** The key was revoked or its address removed: nothing to retry. */
  keyGone: boolean;
}

/** The wait before try `attempts + 1`, doubling from the base, at most an hour. */
export function retryDelay(baseMs: number, attempts: number): number {
  return Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The headers of a callback: the key's own signature scheme over POST, the receiver's path and the body. */
export function callbackHeaders(keyId: string, secret: string, url: string, body: string, eventId: string, now: number): Record<string, string> {
  const target = new URL(url);
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  const canonical = canonicalString({
    method: 'POST',
    pathWithQuery: target.pathname + target.search,
    timestamp,
    nonce,
    bodySha256Hex: createHash('sha256').update(body).digest('hex'),
  });
  return {
    'content-type': 'application/json; charset=utf-8',
    [SIGNED_HEADERS.keyId]: keyId,
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.nonce]: nonce,
    [SIGNED_HEADERS.signature]: createHmac('sha256', secret).update(canonical).digest('hex'),
    [CALLBACK_EVENT_HEADER]: eventId,
  };
}

export class CallbackDeliverer {
  private prunedAt = 0;
  private readonly agents: CallbackAgents;

  constructor(
    private readonly db: PortalDb,
    private readonly kek: KeyObject,
    private readonly settings: CallbackSettings,
  ) {
    this.agents = callbackAgents(settings.allowHttp);
  }

  /** Closes the kept-alive connections to receivers. */
  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Sends what is due and not held by another process, batch after batch while they come full; answers how many were tried. */
  async deliverDue(now: number = Date.now()): Promise<number> {
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.db
        .deleteFrom('callback_delivery')
        .where('status', '!=', 'pending')
        .where('created_at', '<', now - DELIVERIES_KEPT_MS)
        .execute();
    }
    let tried = 0;
    for (let at = now; ; at = Date.now()) {
      const batch = await this.deliverBatch(at);
      tried += batch;
      if (batch < BATCH || Date.now() - now >= DRAIN_MS) return tried;
    }
  }

  /** One batch: the due candidates (the oldest pending one of each key and bill), claimed by one conditional update, sent, their outcomes written together. */
  private async deliverBatch(now: number): Promise<number> {
    const due = (
      await sql<Candidate>`
      select d.id, d.event_id, d.key_id, d.payload, d.attempts, d.created_at
      from callback_delivery d
      where d.status = 'pending' and d.next_at <= ${now} and (d.locked_until is null or d.locked_until < ${now})
        and not exists (
          select 1 from callback_delivery e
          where e.key_id = d.key_id and e.family = d.family and e.bill_id = d.bill_id and e.status = 'pending' and e.id < d.id)
      order by d.id
      limit ${BATCH}`.execute(this.db)
    ).rows;
    if (due.length === 0) return 0;
    // Claimed only if still pending, due and unlocked: another process that sent one meanwhile has
    // delivered it, or moved its next try on, or holds its lock.
    const claimedIds = new Set(
      (
        await this.db
          .updateTable('callback_delivery')
          .set({ locked_until: now + this.settings.timeoutMs + 5_000 })
          .where(
            'id',
            'in',
            due.map((row) => Number(row.id)),
          )
          .where('status', '=', 'pending')
          .where('next_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .returning('id')
          .execute()
      ).map((row) => Number(row.id)),
    );
    const claimed = due.filter((row) => claimedIds.has(Number(row.id)));
    if (claimed.length === 0) return 0;
    const receivers = await this.receivers([...new Set(claimed.map((row) => row.key_id))]);
    const outcomes: Outcome[] = new Array(claimed.length);
    let next = 0;
    const sender = async () => {
      for (let index = next++; index < claimed.length; index = next++) {
        outcomes[index] = await this.send(claimed[index], receivers.get(claimed[index].key_id) ?? null);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, sender));
    await this.record(outcomes);
    await this.pruneAttempts([...new Set(claimed.map((row) => row.key_id))]);
    return claimed.length;
  }

  private async receivers(keyIds: string[]): Promise<Map<string, Receiver>> {
    const rows = await this.db
      .selectFrom('api_key')
      .select(['key_id', 'callback_url', 'secret_sealed', 'secret_sha256'])
      .where('key_id', 'in', keyIds)
      .where('revoked_at', 'is', null)
      .where('callback_url', 'is not', null)
      .execute();
    const receivers = new Map<string, Receiver>();
    for (const row of rows) {
      const secret = openSecret(this.kek, row.key_id, row.secret_sealed, row.secret_sha256);
      if (secret && row.callback_url) receivers.set(row.key_id, { url: row.callback_url, secret });
    }
    return receivers;
  }

  /** One try: the receiver's answer, or why there was none. */
  private async send(row: Candidate, receiver: Receiver | null): Promise<Outcome> {
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    if (!receiver) error = MSG_KEY_GONE;
    else {
      try {
        status = await postCallback({
          url: receiver.url,
          headers: callbackHeaders(row.key_id, receiver.secret, receiver.url, row.payload, row.event_id, started),
          body: row.payload,
          timeoutMs: this.settings.timeoutMs,
          agents: this.agents,
        });
        if (status < 200 || status > 299) error = `接收方应答 HTTP ${status}`;
      } catch (failure) {
        error = `无法送达：${(failure as Error).name === 'TimeoutError' ? `${this.settings.timeoutMs / 1000}秒内无应答` : (((failure as Error).cause as Error | undefined)?.message ?? (failure as Error).message)}`;
      }
    }
    return { row, started, finished: Date.now(), status, error: error?.slice(0, 500) ?? null, keyGone: receiver === null };
  }

  /** Writes a batch's outcomes in one transaction: the delivered in one update, each failure by itself, every try in the log. */
  private async record(outcomes: readonly Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      // The delivered, in one update per receiver status (200 nearly always).
      const delivered = new Map<number, number[]>();
      for (const outcome of outcomes) {
        if (outcome.error === null) delivered.set(outcome.status!, [...(delivered.get(outcome.status!) ?? []), Number(outcome.row.id)]);
      }
      for (const [status, ids] of delivered) {
        await trx
          .updateTable('callback_delivery')
          .set((eb) => ({
            status: 'delivered',
            attempts: eb('attempts', '+', 1),
            delivered_at: now,
            last_status: status,
            last_error: null,
            locked_until: null,
          }))
          .where('id', 'in', ids)
          .execute();
      }
      for (const outcome of outcomes) {
        if (outcome.error === null) continue;
        const attempts = Number(outcome.row.attempts) + 1;
        const givenUp = outcome.keyGone || now - Number(outcome.row.created_at) >= this.settings.giveUpMs;
        await trx
          .updateTable('callback_delivery')
          .set({
            status: givenUp ? 'failed' : 'pending',
            attempts,
            next_at: now + retryDelay(this.settings.retryBaseMs, attempts),
            last_status: outcome.status,
            last_error: outcome.error,
            locked_until: null,
          })
          .where('id', '=', Number(outcome.row.id))
          .execute();
      }
      await insertInSlices(
        trx,
        'callback_attempt',
        outcomes.map((outcome) => ({
          delivery_id: Number(outcome.row.id),
          key_id: outcome.row.key_id,
          at: outcome.started,
          http_status: outcome.status,
          error: outcome.error,
          duration_ms: outcome.finished - outcome.started,
        })),
      );
    });
  }

  /** Keeps the newest ATTEMPTS_KEPT attempts of each key. */
  private async pruneAttempts(keyIds: string[]): Promise<void> {
    for (const keyId of keyIds) {
      const edge = await this.db
        .selectFrom('callback_attempt')
        .select('id')
        .where('key_id', '=', keyId)
        .orderBy('id', 'desc')
        .offset(ATTEMPTS_KEPT)
        .limit(1)
        .executeTakeFirst();
      if (edge) await this.db.deleteFrom('callback_attempt').where('key_id', '=', keyId).where('id', '<=', Number(edge.id)).execute();
    }
  }
}
