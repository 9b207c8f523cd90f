// The bar's one row (issue 23 point 7): what stays, what goes into 更多.
import { describe, expect, it } from 'vitest';
import { keysOnRow, type RowItem } from './buttonOverflow.ts';

const item = (key: string, width: number | undefined, overflowFirst = false): RowItem => ({ key, width, overflowFirst });
const GAP = 8;
const MORE = 90;

describe('keysOnRow', () => {
  it('keeps every button when they all fit, and measures first when a width is unknown', () => {
    const items = [item('add', 80), item('declare', 80), item('export', 80, true)];
    expect(keysOnRow(items, 256, GAP, MORE)).toEqual(new Set(['add', 'declare', 'export']));
    expect(keysOnRow([...items, item('import', undefined, true)], 256, GAP, MORE)).toBeNull();
  });

  it('sends the tools into 更多 before the day’s work, keeping room for 更多', () => {
    const items = [item('add', 80), item('export', 80, true), item('declare', 80), item('delete', 80), item('template', 100, true)];
    // 更多 (90) + add, declare, delete (3 × 80 + 3 gaps) = 354: the tools go.
    expect(keysOnRow(items, 360, GAP, MORE)).toEqual(new Set(['add', 'declare', 'delete']));
    // More room: the first tool comes back, in the bar's order of its group.
    expect(keysOnRow(items, 450, GAP, MORE)).toEqual(new Set(['add', 'declare', 'delete', 'export']));
  });

  it('never skips a button: once one does not fit, the later ones go too', () => {
    const items = [item('add', 80), item('wide', 300), item('narrow', 40)];
    expect(keysOnRow(items, 300, GAP, MORE)).toEqual(new Set(['add']));
  });
});
