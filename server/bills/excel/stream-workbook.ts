// The one-sheet workbook of write-workbook.ts, written row by row (issue 26 point 7): exceljs's
// streaming writer, each row committed as it comes, texts inline (no shared-strings table, which
// would keep every distinct text until the end), the zip's bytes collected as they are made. The
// same look as writeWorkbook: the bold header row kept in view, the same widths, the same guard
// against texts that begin like a formula (safeCell).
//
// exceljs writes a committed row into the sheet's stream without waiting for the zip to take it
// (its StreamBuf ignores back-pressure): a writer that never let the compression catch up would
// hold the whole sheet's XML (~50 MB for 100,000 rows of the export order) however the rows were
// read. So each batch of rows waits until what the zip has not taken yet is below
// MAX_BACKLOG_BYTES: memory is bounded by a batch, not by the rows in the file.
import { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs, type ExcelJs } from './exceljs.ts';
import { headerFont, headerFrozen, safeCell, sheetColumns, sheetName, type CellValue, type SheetColumn } from './write-workbook.ts';

/** Sheet XML the zip may have left to take before the next rows are written. */
export const MAX_BACKLOG_BYTES = 1024 * 1024;
/** How long a wait for the zip lasts at most before the backlog is measured again. */
const DRAIN_CHECK_MS = 50;

/** A stream's buffered bytes, as readable-stream 2 (archiver's) and Node keep them. */
interface Buffered {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
  once?(event: 'drain', listener: () => void): unknown;
  off?(event: 'drain', listener: () => void): unknown;
}

function buffered(stream: Buffered): number {
  return (stream._writableState?.length ?? 0) + (stream._readableState?.length ?? 0);
}

/**
 * The streams a worksheet writer's stream feeds (exceljs 4: its StreamBuf's `pipes`, archiver's
 * PassThrough of the sheet's zip entry). Empty before the first row is written.
 */
export function sheetPipes(sheet: ExcelJS.Worksheet): Buffered[] {
  const stream = (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream;
  return stream?.pipes ?? [];
}

/** Bytes of the sheet's XML written but not yet taken by the zip. */
export function zipBacklog(sheet: ExcelJS.Worksheet): number {
  return sheetPipes(sheet).reduce((sum, pipe) => sum + buffered(pipe), 0);
}

function drained(pipes: Buffered[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const pipe of pipes) pipe.off?.('drain', done);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_CHECK_MS);
    for (const pipe of pipes) pipe.once?.('drain', done);
  });
}

interface StyleRegistry {
  addStyleModel?(model: object | undefined, cellType?: number): number;
}

/**
 * Cells without a style of their own (every data cell here: texts and numbers, no dates) get the
 * workbook's default style, 0, without the lookup exceljs makes for each: it renders the style's
 * XML to find it again, a fifth of the export's time (~1.6 of 8.3 s for 100,000 rows in a profile).
 * The header's bold style still takes the lookup. Dates would need a number format: none are written.
 */
function skipEmptyStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: StyleRegistry }).styles;
  const lookup = styles?.addStyleModel?.bind(styles);
  if (!styles || !lookup) return;
  styles.addStyleModel = (model, cellType) => (model !== undefined && Object.keys(model).length === 0 ? 0 : lookup(model, cellType));
}

export class StreamedWorkbook {
  private readonly parts: Buffer[] = [];
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  /** The largest backlog seen, just after a batch was written (tests check the bound). */
  largestBacklog = 0;

  /** A workbook being written, once exceljs is loaded (exceljs.ts). */
  static async open(name: string, columns: readonly SheetColumn[], made: Date = new Date()): Promise<StreamedWorkbook> {
    return new StreamedWorkbook(await loadExcelJs(), name, columns, made);
  }

  private constructor(excel: ExcelJs, name: string, columns: readonly SheetColumn[], made: Date) {
    const output = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        this.parts.push(chunk);
        callback();
      },
    });
    this.workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
    skipEmptyStyles(this.workbook);
    this.workbook.creator = 'ceb-portal';
    this.workbook.created = made;
    this.workbook.modified = made;
    this.sheet = this.workbook.addWorksheet(sheetName(name), { views: headerFrozen() });
    this.sheet.columns = sheetColumns(columns);
    const header = this.sheet.getRow(1);
    header.font = headerFont();
    header.commit();
  }

  /** Writes rows after those written so far, once the zip has taken most of what came before. */
  async addRows(rows: ReadonlyArray<readonly CellValue[]>): Promise<void> {
    for (let backlog = zipBacklog(this.sheet); backlog > MAX_BACKLOG_BYTES; backlog = zipBacklog(this.sheet)) {
      await drained(sheetPipes(this.sheet));
    }
    for (const row of rows) this.sheet.addRow(row.map(safeCell)).commit();
    this.largestBacklog = Math.max(this.largestBacklog, zipBacklog(this.sheet));
  }

  /** Ends the sheet and the zip; answers the file's bytes. */
  async finish(): Promise<Buffer> {
    this.sheet.commit();
    await this.workbook.commit();
    return Buffer.concat(this.parts);
  }
}
