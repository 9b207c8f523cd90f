// The playground's sample rows come from the seed's value kinds: a number for the family's own
// number, real dictionary values with their names, text within its length, and the same rows for
// the same seed.
import { describe, expect, it } from 'vitest';
import dictionaryFile from '../../schemas/seed/dictionaries.json';
import { headerFields } from '../definition/index.ts';
import { exportOrderDefinition } from '../testing/bill-definitions.ts';
import { sampleBills, type SampleSource } from './sample-rows.ts';

const source: SampleSource = {
  dictionary: (code) => dictionaryFile.dictionaries.find((entry) => entry.code === code)?.items ?? [],
  states: [
    { state: '0', stateName: '暂存' },
    { state: '399', stateName: '海关审结' },
  ],
  now: Date.UTC(2025, 5, 15, 2),
};

describe('sampleBills', () => {
  const order = exportOrderDefinition();
  const rows = sampleBills(order, 20, source);

  it('fills every field by its value kind, within its limits', () => {
    expect(rows).toHaveLength(20);
    expect(rows[0].orderNo).toMatch(/^EO20250615\d+/);
    for (const field of headerFields(order.schema)) {
      for (const row of rows) {
        const value = row[field.name];
        if (typeof value === 'string' && field.maxLength !== undefined) expect(value.length, field.name).toBeLessThanOrEqual(field.maxLength);
      }
    }
  });

  it('takes dictionary values from the dictionary and names them', () => {
    const currency = source.dictionary('currency');
    expect(currency.map((item) => item.value)).toContain(rows[0].currency);
    expect(rows[0].currencyName).toBe(currency.find((item) => item.value === rows[0].currency)?.name);
  });

  it('cycles through the states and is the same for the same seed', () => {
    expect(rows.map((row) => row.state).slice(0, 3)).toEqual(['0', '399', '0']);
    expect(rows[1].stateName).toBe('海关审结');
    expect(sampleBills(order, 20, source)).toEqual(rows);
  });
});
