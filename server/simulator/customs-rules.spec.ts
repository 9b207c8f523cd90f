import { describe, expect, it } from 'vitest';
import { breaksRule } from './customs-rules.ts';
import type { CustomsRule } from '#core/definition/index.ts';

describe('customs rules', () => {
  const rule = (op: CustomsRule['op'], value?: CustomsRule['value']): CustomsRule => ({ field: 'x', op, value, reason: 'r' });

  it('compares numbers as numbers, also when stored as text (PostgreSQL numeric)', () => {
    expect(breaksRule(rule('lte', 0), 0)).toBe(true);
    expect(breaksRule(rule('lte', 0), '0.00')).toBe(true);
    expect(breaksRule(rule('lte', 0), '10')).toBe(false);
    expect(breaksRule(rule('gt', 99), 100)).toBe(true);
    expect(breaksRule(rule('lt', 1), 1)).toBe(false);
    expect(breaksRule(rule('gte', 1), 1)).toBe(true);
  });

  it('knows equality, lists and empty values', () => {
    expect(breaksRule(rule('eq', 'E'), 'E')).toBe(true);
    expect(breaksRule(rule('ne', 'E'), 'B')).toBe(true);
    expect(breaksRule(rule('in', ['3', '4']), '4')).toBe(true);
    expect(breaksRule(rule('in', ['3', '4']), null)).toBe(false);
    expect(breaksRule(rule('empty'), '  ')).toBe(true);
    expect(breaksRule(rule('empty'), 'x')).toBe(false);
  });

  it('never breaks a comparison on a missing value', () => {
    expect(breaksRule(rule('lte', 0), null)).toBe(false);
  });
});
