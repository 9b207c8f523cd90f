// Reads the first sheet of an uploaded workbook — the header row (titles) and the data rows with
// their row numbers as Excel shows them — as a stream with every size bounded (docs/security.md):
// what the file unpacks to (xlsx-zip.ts), the rows (the import's limit, 20,000 by default: the
// reader stops at the first row over it) and the columns kept (cells right of the widest column
// an import can use are skipped). Cell values are reduced to text, numbers and dates (date-styled
// numbers become the Date with the same wall-clock digits in UTC, as exceljs reads them; formulas
// give their cached result, rich text its plain text). Runs in a worker thread (server/workers).
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { streamEntryText, UnpackBudget, ZipRefusal, zipEntries, type ZipEntry } from './xlsx-zip.ts';
import { isBlank } from '#core/values.ts';

export interface SheetRow {
  /** 1-based, as Excel numbers rows: the first data row is 2. */
  rowNumber: number;
  cells: unknown[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

export interface SheetLimits {
  /** Data rows (below the header) at most. */
  maxRows: number;
  /** Columns kept per row (from the left); cells beyond are skipped. */
  maxColumns: number;
  /** Bytes all parts of the file may unpack to together. */
  maxUnpackedBytes: number;
  /** Told the data rows read so far, as each row closes (a long import's progress). */
  onRow?: (dataRows: number) => void;
  /** Told the data rows the sheet says it has (its dimension, when written), before any row. */
  onDimension?: (dataRows: number) => void;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = { maxRows: 20_000, maxColumns: 512, maxUnpackedBytes: 100 * 1024 * 1024 };

export type SheetReading = { ok: true; sheet: Sheet } | { ok: false; reason: 'unreadable' | 'tooManyRows' | 'tooLarge' | 'oldFormat' };

/** Stops the parse from inside a SAX handler. */
class TooManyRows extends Error {}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** exceljs's rule: a format is a date when, quotes and brackets removed, it has y m d h s or b. */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** Column index (0-based) of a cell reference such as "AB12"; -1 when it has none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  let index = 0;
  for (; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return index === 0 ? -1 : column - 1;
}

interface XmlHandlers {
  open?(tag: SaxesTagPlain): void;
  close?(name: string): void;
  text?(value: string): void;
}

/** Parses an entry's XML as it is unpacked: no part of the file is ever held whole. */
function parseEntry(content: Uint8Array, entry: ZipEntry, budget: UnpackBudget, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ position: false });
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(tag as SaxesTagPlain));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  streamEntryText(content, entry, budget, (text) => parser.write(text));
  parser.close();
}

interface WorkbookParts {
  sheet: ZipEntry;
  sharedStrings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `xl/${target}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

/** The first sheet (in the workbook's order) and the parts its cells need. */
function workbookParts(content: Uint8Array, entries: Map<string, ZipEntry>, budget: UnpackBudget): WorkbookParts | null {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return null;
  let firstSheetRel: string | null = null;
  let date1904 = false;
  parseEntry(content, workbook, budget, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'sheet' && firstSheetRel === null) {
        firstSheetRel = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id' && key !== 'sheetId')?.[1] ?? null;
      }
      if (name === 'workbookPr') date1904 = tag.attributes.date1904 === '1' || tag.attributes.date1904 === 'true';
    },
  });
  if (firstSheetRel === null) return null;
  let target: string | null = null;
  parseEntry(content, rels, budget, {
    open: (tag) => {
      if (localName(tag.name) === 'Relationship' && tag.attributes.Id === firstSheetRel) target = tag.attributes.Target ?? null;
    },
  });
  const sheet = target === null ? undefined : entries.get(resolveTarget(target));
  if (!sheet) return null;
  return { sheet, sharedStrings: entries.get('xl/sharedStrings.xml'), styles: entries.get('xl/styles.xml'), date1904 };
}

function readSharedStrings(content: Uint8Array, entry: ZipEntry | undefined, budget: UnpackBudget): string[] {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseEntry(content, entry, budget, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close: (name) => {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text: (value) => {
      if (inText && current !== null) current += value;
    },
  });
  return strings;
}

/** For each cell style index: does it show a date? */
function readDateStyles(content: Uint8Array, entry: ZipEntry | undefined, budget: UnpackBudget): boolean[] {
  if (!entry) return [];
  const customFormats = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  parseEntry(content, entry, budget, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'numFmt') customFormats.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        const custom = customFormats.get(id);
        styles.push(custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATE_FORMATS.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

interface CellUnderway {
  column: number;
  type: string;
  style: number;
  value: string;
  inline: string;
}

/** Streams the sheet's XML, keeping rows as they close; stops at the first data row over the limit. */
function readRows(content: Uint8Array, parts: WorkbookParts, shared: string[], dateStyles: boolean[], budget: UnpackBudget, limits: SheetLimits) {
  const rows = new Map<number, unknown[]>();
  let dataRows = 0;
  let rowNumber = 0;
  let cells: unknown[] = [];
  let cell: CellUnderway | null = null;
  let inValue = false;
  let inInlineText = false;
  let nextColumn = 0;

  const valueOf = (done: CellUnderway): unknown => {
    switch (done.type) {
      case 's':
        return shared[Number(done.value)] ?? null;
      case 'inlineStr':
        return done.inline;
      case 'str':
        return done.value;
      case 'b':
        return done.value === '1' || done.value === 'true';
      case 'e':
        return null;
      default: {
        if (done.value.trim() === '') return null;
        const number = Number(done.value);
        if (!Number.isFinite(number)) return done.value;
        return dateStyles[done.style] ? excelDate(number, parts.date1904) : number;
      }
    }
  };

  const handlers: XmlHandlers = {};
  handlers.open = (tag) => {
    const attributes = tag.attributes;
    switch (localName(tag.name)) {
      case 'dimension': {
        const last = /(\d+)$/.exec(attributes.ref ?? '');
        if (last && limits.onDimension) limits.onDimension(Math.max(0, Number(last[1]) - 1));
        break;
      }
      case 'row':
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        nextColumn = 0;
        break;
      case 'c': {
        const given = columnOf(attributes.r);
        const column = given >= 0 ? given : nextColumn;
        nextColumn = column + 1;
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '', inline: '' };
        break;
      }
      case 'v':
        inValue = cell !== null;
        break;
      case 't':
        inInlineText = cell?.type === 'inlineStr';
        break;
    }
  };
  const append = (text: string) => {
    if (!cell) return;
    if (inValue) cell.value += text;
    else if (inInlineText) cell.inline += text;
  };
  handlers.text = append;
  handlers.close = (name) => {
    switch (name) {
      case 'v':
        inValue = false;
        break;
      case 't':
        inInlineText = false;
        break;
      case 'c':
        if (cell && cell.column < limits.maxColumns) cells[cell.column] = valueOf(cell);
        cell = null;
        break;
      case 'row':
        if (rowNumber !== 1 && (cells.length === 0 || cells.every(isBlank))) break;
        if (rowNumber !== 1) dataRows += 1;
        if (dataRows > limits.maxRows) throw new TooManyRows();
        if (rowNumber !== 1) limits.onRow?.(dataRows);
        rows.set(rowNumber, cells);
        break;
    }
  };
  parseEntry(content, parts.sheet, budget, handlers);
  return rows;
}

function isOldExcel(content: Uint8Array): boolean {
  return OLE2.every((byte, index) => content[index] === byte);
}

/** The first sheet within the limits, or why not. */
export function readFirstSheet(content: Uint8Array, limits: SheetLimits = DEFAULT_SHEET_LIMITS): SheetReading {
  if (isOldExcel(content)) return { ok: false, reason: 'oldFormat' };
  const budget = new UnpackBudget(limits.maxUnpackedBytes);
  try {
    const entries = zipEntries(content);
    const parts = workbookParts(content, entries, budget);
    if (!parts) return { ok: false, reason: 'unreadable' };
    const shared = readSharedStrings(content, parts.sharedStrings, budget);
    const dateStyles = readDateStyles(content, parts.styles, budget);
    const rows = readRows(content, parts, shared, dateStyles, budget, limits);
    const headerCells = rows.get(1) ?? [];
    const width = headerCells.length;
    const header = Array.from({ length: width }, (_unused, index) => {
      const title = headerCells[index];
      return title === null || title === undefined ? '' : String(title instanceof Date ? title.toISOString() : title).trim();
    });
    if (header.every((title) => title === '')) return { ok: false, reason: 'unreadable' };
    const dataRows: SheetRow[] = [];
    for (const [rowNumber, cells] of [...rows].sort(([a], [b]) => a - b)) {
      if (rowNumber === 1) continue;
      const kept = Array.from({ length: width }, (_unused, index) => cells[index] ?? null);
      if (!kept.every(isBlank)) dataRows.push({ rowNumber, cells: kept });
    }
    return { ok: true, sheet: { header, rows: dataRows } };
  } catch (error) {
    if (error instanceof TooManyRows) return { ok: false, reason: 'tooManyRows' };
    if (error instanceof ZipRefusal) return { ok: false, reason: error.reason === 'tooLarge' ? 'tooLarge' : 'unreadable' };
    // Malformed XML (saxes) or a broken deflate stream.
    return { ok: false, reason: 'unreadable' };
  }
}
