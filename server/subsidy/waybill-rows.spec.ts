// The row checks of the waybill import (docs/subsidy.md): master bill numbers with the IATA check
// digit, dates as typed or as Excel dates, exact weights, and the template's columns.
import { describe, expect, it } from 'vitest';
import { checkWaybillRows, masterBillNo, SUB_WAYBILL, type WaybillColumn } from './waybill-rows.ts';

const COLUMNS: WaybillColumn[] = [
  { field: 'billNo', title: '总运单号', kind: 'text', maxLength: 37, pattern: '^[0-9]{3}-?[0-9]{8}$', required: true, masterBill: true },
  { field: 'takeTime', title: '提货时间', kind: 'dateTime', required: true },
  { field: 'flightDate', title: '航班日期', kind: 'date', required: true },
  { field: 'grossWeight', title: '毛重（KG）', kind: 'decimal', required: true },
];
const HEADER = COLUMNS.map((column) => column.title);

describe('masterBillNo', () => {
  it('takes 3 + 8 digits whose last is the first seven of the serial mod 7, with or without the hyphen', () => {
    expect(masterBillNo('784-12345675')).toBe('784-12345675');
    expect(masterBillNo('78412345675')).toBe('784-12345675');
    expect(masterBillNo('784-12345670')).toBeNull();
    expect(masterBillNo('SF1234567890')).toBeNull();
    expect(masterBillNo('784-1234567')).toBeNull();
  });
});

describe('checkWaybillRows', () => {
  it('normalises dates, numbers and weights exactly', () => {
    const checked = checkWaybillRows(
      {
        header: HEADER,
        rows: [
          { rowNumber: 2, cells: [78412345675, new Date(Date.UTC(2026, 2, 5, 8, 30)), '2026/3/5', 0.1] },
          { rowNumber: 3, cells: ['784-00000011', '2026-03-06 9:05', new Date(Date.UTC(2026, 2, 6)), '12.500'] },
        ],
      },
      COLUMNS,
    );
    expect(checked).toEqual({
      ok: true,
      rows: [
        ['784-12345675', '2026-03-05 08:30:00', '2026-03-05', '0.1'],
        ['784-00000011', '2026-03-06 09:05:00', '2026-03-06', '12.5'],
      ],
      rowNumbers: [2, 3],
    });
  });

  it('names every problem by row and title, and the missing columns of a wrong template', () => {
    const checked = checkWaybillRows(
      {
        header: HEADER,
        rows: [{ rowNumber: 2, cells: ['HAWB0001', '2026-02-30 10:00:00', 'x', -1] }],
      },
      COLUMNS,
    );
    expect(checked).toEqual({
      ok: false,
      count: 4,
      problems: [
        { row: 2, message: `第2行「总运单号」：${SUB_WAYBILL}` },
        { row: 2, message: '第2行「提货时间」：提货时间不是有效的日期时间（如 2026-11-24 08:30:00）' },
        { row: 2, message: '第2行「航班日期」：航班日期不是有效的日期（如 2026-11-24）' },
        { row: 2, message: '第2行「毛重（KG）」：毛重（KG）须为数字，最多 3 位小数' },
      ],
    });
    expect(checkWaybillRows({ header: ['总运单号'], rows: [] }, COLUMNS)).toEqual({ ok: false, template: ['提货时间', '航班日期', '毛重（KG）'] });
  });
});
