import { describe, expect, it } from 'vitest';
import { attachWindow, defaultSearch, searchTerms } from './billSearch.ts';

// 2026-11-24 10:00 in China.
const NOW = new Date(Date.UTC(2026, 10, 24, 2));

describe('bill search', () => {
  it('candidates start from the last 30 days, the attached bills from no range', () => {
    expect(defaultSearch('candidates', NOW)).toMatchObject({ begin: '2026-10-25 00:00:00', end: '2026-11-24 23:59:59' });
    expect(defaultSearch('attached', NOW)).toMatchObject({ begin: null, end: null });
  });

  it('sends the application, the like terms given and the range', () => {
    const search = { ...defaultSearch('candidates', NOW), invtNo: ' INV1 ', logisticsNo: 'LP' };
    expect(searchTerms(search, 7)).toEqual([
      { column: 'declare_id', termType: 'eq', type: 'and', value: 7 },
      { column: 'invt_no', termType: 'like', type: 'and', value: 'INV1' },
      { column: 'logistics_no', termType: 'like', type: 'and', value: 'LP' },
      { column: 'create_time', termType: 'btw', type: 'and', value: ['2026-10-25 00:00:00', '2026-11-24 23:59:59'] },
    ]);
    expect(attachWindow(search)).toEqual({ startTime: '2026-10-25 00:00:00', endTime: '2026-11-24 23:59:59' });
    expect(attachWindow(defaultSearch('attached', NOW))).toEqual({});
  });
});
