import { describe, expect, it } from 'vitest';
import { slowestFiles, slowestLines } from './slowest-files.ts';

describe('the slowest test files of a run', () => {
  it('ranks the files of every step by their time, slowest first, at most ten, skipping files without times', () => {
    const files = (step: string, seconds: number[]) => ({
      step,
      testResults: seconds.map((s, index) => ({ name: `/repo/tests/${step}-${index}.spec.ts`, startTime: 1_000, endTime: 1_000 + s * 1000 })),
    });
    const ranked = slowestFiles(
      [files('sqlite', [1, 30, 2, 4, 5, 6]), files('browser', [40, 3, 7, 8, 9, 10]), { step: 'x', testResults: [{ name: '/repo/a.spec.ts' }] }],
      '/repo/',
    );
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toEqual({ step: 'browser', file: 'tests/browser-0.spec.ts', seconds: 40 });
    expect(ranked[1]).toEqual({ step: 'sqlite', file: 'tests/sqlite-1.spec.ts', seconds: 30 });
    expect(ranked.map((file) => file.seconds)).toEqual([40, 30, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(slowestLines(ranked.slice(0, 1))).toEqual([' 1.    40.0 秒  browser  tests/browser-0.spec.ts']);
  });
});
