// The search panel's fold (issue 23 point 7): its first row, and the user's kept choice.
import { afterEach, describe, expect, it } from 'vitest';
import { FOLD_BELOW_HEIGHT, firstRowOf, keepFoldChoice, keptFoldChoice } from './searchFold.ts';

afterEach(() => localStorage.clear());

describe('firstRowOf', () => {
  it('counts the conditions that share the first top; a taller one (a note under it) sets the row’s height', () => {
    expect(
      firstRowOf([
        { top: 0, bottom: 32 },
        { top: 0, bottom: 54 },
        { top: 1, bottom: 33 },
        { top: 66, bottom: 98 },
      ]),
    ).toEqual({ count: 3, height: 54 });
    expect(firstRowOf([{ top: 0, bottom: 32 }])).toEqual({ count: 1, height: 32 });
    expect(firstRowOf([])).toEqual({ count: 0, height: 0 });
  });
});

describe('the fold choice', () => {
  it('is kept per signed-in user, and none until the user chooses', () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u1', loginName: 'a' }));
    expect(keptFoldChoice()).toBeNull();
    keepFoldChoice(true);
    expect(keptFoldChoice()).toBe(true);
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u2', loginName: 'b' }));
    expect(keptFoldChoice()).toBeNull();
    keepFoldChoice(false);
    expect(keptFoldChoice()).toBe(false);
    expect(FOLD_BELOW_HEIGHT).toBe(900);
  });
});
