// The race suite's tools (issue 22; docs/security.md "Rules that hold under parallel requests").
// A race fires conflicting requests at once, several rounds, and the spec then asserts the
// invariants in the database. On PostgreSQL the requests really interleave (a pool of
// connections); on SQLite one writer serialises them, so the same rounds check that the rules
// also hold in that order.
import { expect } from 'vitest';
import { usingPostgres } from '../test-database.ts';

/**
 * Rounds per race: enough on PostgreSQL to have met each race before the fix several times.
 * RACE_ROUNDS=N runs N instead (a longer probe, as the figures were taken).
 */
export function rounds(): number {
  const asked = Number(process.env.RACE_ROUNDS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return usingPostgres() ? 12 : 3;
}

export interface Answer {
  status: number;
  body: { code: number; message: string; data?: unknown };
}

/** Starts every call in the same tick and waits for all of them. */
export function atOnce<T>(...calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(calls.map((call) => call()));
}

/**
 * As `atOnce`, with every call after the first started `offsetMs` later each: a request through
 * HTTP reaches the database a few milliseconds after a call made in the test's own process, so the
 * rounds walk the offset (round % 6 ms) across the window where the two interleave.
 */
export function staggered<T>(offsetMs: number, ...calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(
    calls.map((call, index) => (index === 0 ? call() : new Promise<T>((resolve, reject) => setTimeout(() => call().then(resolve, reject), offsetMs * index)))),
  );
}

export const succeeded = (answer: Answer): boolean => answer.status === 200 && answer.body.code === 0;

/**
 * Every answer is a success or a refusal the user can read (HTTP 200 with a message, or a 4xx),
 * never a 500; answers how many succeeded.
 */
export function outcome(answers: readonly Answer[]): number {
  for (const answer of answers) {
    expect(answer.status, answer.body.message).toBeLessThan(500);
    if (!succeeded(answer)) expect(answer.body.message, JSON.stringify(answer.body)).toMatch(/\S/);
  }
  return answers.filter(succeeded).length;
}
