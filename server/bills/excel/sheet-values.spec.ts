// A cell as a field's value: what an export guarded against formula evaluation comes back as it
// was typed.
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '#core/definition/index.ts';
import { dictionaryValuesOf } from '../options/dictionaries.ts';
import { sheetValue } from './sheet-values.ts';
import { safeCell } from './write-workbook.ts';

const text: FieldInfo = { name: 'orderNo', column: 'order_no', title: '订单编号', type: 'string', readOnly: false, required: false, system: false, schema: {} };
const none = dictionaryValuesOf([]);

describe('formula-looking texts', () => {
  it('are written behind an apostrophe and read back without it', () => {
    for (const typed of ['=1+2', '+cmd', '-5', '@SUM(A1)', '\tx']) {
      const written = safeCell(typed);
      expect(written).toBe(`'${typed}`);
      expect(sheetValue(text, written, none)).toBe(typed);
    }
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell('EO-1')).toBe('EO-1');
    // An apostrophe a user typed before something harmless stays.
    expect(sheetValue(text, "'EO-1", none)).toBe("'EO-1");
  });
});
