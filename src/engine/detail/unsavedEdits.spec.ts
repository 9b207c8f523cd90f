import { describe, expect, it } from 'vitest';
import { headerChanged } from './unsavedEdits.ts';

describe('headerChanged', () => {
  it('sees no change when only blanks differ in kind', () => {
    expect(headerChanged({ a: '', b: undefined, c: 'x' }, { a: undefined, c: 'x' })).toBe(false);
  });
  it('sees a typed, cleared or replaced value', () => {
    expect(headerChanged({ a: 'x' }, {})).toBe(true);
    expect(headerChanged({ a: '' }, { a: 'x' })).toBe(true);
    expect(headerChanged({ a: '12.50' }, { a: '12.5' })).toBe(true);
  });
  it('compares a number and its text as the same value', () => {
    expect(headerChanged({ a: 3 }, { a: '3' })).toBe(false);
  });
});
