// What an Excel file query answers besides its page (issue 23 point 5).
import { describe, expect, it } from 'vitest';
import { readFileQueryPage, readFileQueryResult } from './fileQueryResult.ts';

describe('readFileQueryResult', () => {
  it('reads the counts and the numbers that found nothing', () => {
    const answer = { datas: [{ id: 1 }], total: 1, stateCounts: [{ state: '0', name: '暂存', count: 1 }], unmatched: ['NOSUCHORDER123'], unmatchedCount: 3 };
    expect(readFileQueryResult(answer)).toEqual({ counts: [{ state: '0', name: '暂存', count: 1 }], unmatched: ['NOSUCHORDER123'], unmatchedCount: 3 });
  });

  it('takes an answer without them (an older server) as no counts and nothing unmatched', () => {
    expect(readFileQueryResult({ datas: [], total: 0 })).toEqual({ counts: null, unmatched: [], unmatchedCount: 0 });
    expect(readFileQueryResult([])).toEqual({ counts: null, unmatched: [], unmatchedCount: 0 });
  });

  it('estimates the total of a simple-paging family’s page, which has none', () => {
    expect(readFileQueryPage({ datas: [{ id: 1 }], unmatched: [] }, 0, 50)).toEqual({ rows: [{ id: 1 }], total: 50, estimated: true });
    expect(readFileQueryPage({ datas: [{ id: 1 }], total: 1 }, 0, 50)).toEqual({ rows: [{ id: 1 }], total: 1, estimated: false });
  });
});
