import { describe, expect, it } from 'vitest';
import { stepGroups } from './step-groups.ts';

describe('stepGroups (which npm test steps run side by side)', () => {
  it('puts neighbouring steps of one group together and every other step alone, in order', () => {
    const steps = [
      { name: 'tsc', together: 'checks' },
      { name: 'eslint', together: 'checks' },
      { name: 'prettier', together: 'checks' },
      { name: 'specs' },
      { name: 'build', together: 'builds' },
      { name: 'again', together: 'checks' },
    ];
    expect(stepGroups(steps).map((group) => group.map((step) => step.name))).toEqual([['tsc', 'eslint', 'prettier'], ['specs'], ['build'], ['again']]);
  });
});
