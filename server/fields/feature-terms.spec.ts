// The terms of a list a feature serves: whitelisted columns only, bounded values, a bare date as
// a range's end covering the whole day.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReceivedTerm } from '#core/list/list-request.ts';
import type { UntypedDb } from '../db/untyped.ts';
import { applyFeatureTerms, MAX_FEATURE_TERM_TEXT, MAX_FEATURE_TERM_VALUES } from './feature-terms.ts';

const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) }) as unknown as UntypedDb;
const COLUMNS: Record<string, string> = { bill_no: 'bill_no', create_time: 'create_time', state: 'state' };
const compiled = (terms: ReceivedTerm[]) => applyFeatureTerms(db.selectFrom('t').selectAll(), terms, (column) => COLUMNS[column]).compile();
const term = (column: string, termType: string, value: unknown): ReceivedTerm => ({ column, termType, type: 'and', value }) as ReceivedTerm;

describe('applyFeatureTerms', () => {
  it('refuses a column off the whitelist', () => {
    expect(() => compiled([term('password', 'eq', 'x')])).toThrow('不支持的查询条件：password');
  });

  it('searches a text as a part, with the wildcards of the value dropped', () => {
    const query = compiled([term('bill_no', 'like', '78%4_')]);
    expect(query.sql).toContain('"bill_no" like ?');
    expect(query.parameters).toEqual(['%784%']);
  });

  it('reads a bare date as the end of a range as the whole day', () => {
    const query = compiled([term('create_time', 'btw', ['2026-11-01', '2026-11-30'])]);
    expect(query.parameters).toEqual(['2026-11-01', '2026-11-30 23:59:59']);
    expect(compiled([term('create_time', 'btw', ['', '2026-11-30 12:00:00'])]).parameters).toEqual(['2026-11-30 12:00:00']);
  });

  it('bounds the values: a long text, a long or mixed in list, a malformed range, an unknown operator', () => {
    expect(() => compiled([term('bill_no', 'eq', 'x'.repeat(MAX_FEATURE_TERM_TEXT + 1))])).toThrow('查询条件 bill_no 的值过长');
    expect(() =>
      compiled([
        term(
          'state',
          'in',
          Array.from({ length: MAX_FEATURE_TERM_VALUES + 1 }, (_, i) => String(i)),
        ),
      ]),
    ).toThrow('值不正确');
    expect(() => compiled([term('state', 'in', ['a', 1])])).toThrow('值不正确');
    expect(() => compiled([term('create_time', 'btw', '2026-11-01')])).toThrow('值不正确');
    expect(() => compiled([term('state', 'regex', 'a')])).toThrow('值不正确');
    expect(compiled([term('state', 'in', ['a', 'b'])]).parameters).toEqual(['a', 'b']);
  });
});
