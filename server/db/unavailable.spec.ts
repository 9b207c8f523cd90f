import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it("knows PostgreSQL's restart and connection states and Node's socket errors by their code", () => {
    for (const code of ['57P01', '57P03', '08006', '53300', 'ECONNREFUSED', 'ECONNRESET']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it('knows them by the message alone, as an error from a worker thread arrives, and through a cause', () => {
    expect(isDatabaseUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('connect ENOENT /run/postgresql/.s.PGSQL.5432'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('worker task failed', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves every other failure to the error handler: collisions, bad SQL, programming errors', () => {
    for (const error of [
      withCode('23505'),
      withCode('40001'),
      withCode('42P01', 'relation "x" does not exist'),
      new TypeError('x is undefined'),
      'text',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
