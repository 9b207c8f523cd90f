// The bounded workbook reader: it reads what exceljs writes (and what Excel writes: shared or
// inline strings, rich text, formulas, dates by style), and it stops at its limits.
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, type SheetLimits } from './read-workbook.ts';

async function workbook(build: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book.addWorksheet('数据'), book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const LIMITS: SheetLimits = { maxRows: 100, maxColumns: 64, maxUnpackedBytes: 4 * 1024 * 1024 };

/** A hand-made workbook: the parts Excel writes, with the sheet XML given. */
function handMade(sheetXml: string, extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'xl/workbook.xml': strToU8(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml),
  };
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files, { level: 9 });
}

describe('reading a workbook', () => {
  it('reads the header and the data rows with their numbers, values typed as exceljs types them', async () => {
    const content = await workbook((sheet) => {
      sheet.addRow(['订单编号', '数量', '日期', '说明', '是否']);
      sheet.addRow(['EO-1', 12.5, new Date(Date.UTC(2024, 4, 1, 8, 30, 0)), { richText: [{ text: '跨境' }, { text: '电商' }] }, true]);
      sheet.addRow([]);
      sheet.addRow(['EO-2', { formula: '1+1', result: 2 }, null, '  空格  ', false]);
    });
    const reading = readFirstSheet(content, LIMITS);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.sheet.header).toEqual(['订单编号', '数量', '日期', '说明', '是否']);
    expect(reading.sheet.rows).toEqual([
      { rowNumber: 2, cells: ['EO-1', 12.5, new Date(Date.UTC(2024, 4, 1, 8, 30, 0)), '跨境电商', true] },
      { rowNumber: 4, cells: ['EO-2', 2, null, '  空格  ', false] },
    ]);
  });

  it('reads inline strings and skips phonetic runs of shared strings', () => {
    const content = handMade(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>名称</t></is></c><c r="B1" t="s"><v>0</v></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>甲</t></is></c><c r="B2" t="s"><v>1</v></c></row>' +
        '</sheetData></worksheet>',
      {
        'xl/sharedStrings.xml':
          '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>备注</t></si><si><r><t>东</t></r><r><t>京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si></sst>',
      },
    );
    const reading = readFirstSheet(content, LIMITS);
    expect(reading).toEqual({ ok: true, sheet: { header: ['名称', '备注'], rows: [{ rowNumber: 2, cells: ['甲', '东京'] }] } });
  });

  it('answers unreadable for bytes that are no workbook, and oldFormat for an .xls', () => {
    expect(readFirstSheet(new Uint8Array(1000), LIMITS)).toEqual({ ok: false, reason: 'unreadable' });
    expect(readFirstSheet(handMade('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c>'), LIMITS)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(readFirstSheet(ole, LIMITS)).toEqual({ ok: false, reason: 'oldFormat' });
  });
});

describe('its limits', () => {
  it('stops at the first data row over the limit', async () => {
    const content = await workbook((sheet) => {
      sheet.addRow(['订单编号']);
      for (let row = 0; row < 101; row += 1) sheet.addRow([`EO-${row}`]);
    });
    expect(readFirstSheet(content, LIMITS)).toEqual({ ok: false, reason: 'tooManyRows' });
    expect(readFirstSheet(content, { ...LIMITS, maxRows: 101 }).ok).toBe(true);
  });

  it('stops a file that unpacks past the limit, however small it is packed (a zip bomb)', () => {
    // 16 MB of whitespace inside the sheet: ~16 KB packed.
    const bomb = handMade(
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>${' '.repeat(16 * 1024 * 1024)}</sheetData></worksheet>`,
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(readFirstSheet(bomb, LIMITS)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('stops a bomb of many small elements at the unpacked-size limit too', () => {
    const bomb = handMade(
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>${'<x/>'.repeat(4 * 1024 * 1024)}</sheetData></worksheet>`,
    );
    expect(readFirstSheet(bomb, LIMITS)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses a text run no cell can hold (it would be kept whole in memory)', () => {
    const long = handMade(
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row><row r="2"><c r="A2"><v>${'9'.repeat(300 * 1024)}</v></c></row></sheetData></worksheet>`,
    );
    expect(readFirstSheet(long, { ...LIMITS, maxUnpackedBytes: 64 * 1024 * 1024 })).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('keeps no cell right of the column limit', () => {
    const content = handMade(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="ZZ1" t="inlineStr"><is><t>far</t></is></c></row>' +
        '<row r="2"><c r="A2"><v>1</v></c><c r="ZZ2"><v>2</v></c></row></sheetData></worksheet>',
    );
    expect(readFirstSheet(content, { ...LIMITS, maxColumns: 4 })).toEqual({ ok: true, sheet: { header: ['a'], rows: [{ rowNumber: 2, cells: [1] }] } });
  });
});
