// The state column is as wide as the longest state name the seed's state lists hold, so a
// state never shows as 电子口岸已… (issue 11 point 10: states stay visible).
import { describe, expect, it } from 'vitest';
import stateFile from '../../../schemas/seed/states.json';
import { STATE_WIDTH, titleWidth } from './listWidths.ts';

describe('list widths', () => {
  it('gives the state column room for every state name of the seed', () => {
    const names = stateFile.stateLists.flatMap((list) => list.states.map((state) => state.stateName));
    const longest = names.reduce((a, b) => (titleWidth(b) > titleWidth(a) ? b : a));
    // titleWidth counts the header's icons too; a cell needs the text and the padding only.
    expect(titleWidth(longest) - 28).toBeLessThanOrEqual(STATE_WIDTH);
  });
});
