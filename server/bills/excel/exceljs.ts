// exceljs, loaded when a workbook is first written. With its zip library it took about 0.4 s of
// every start of the portal and of each worker thread (issue 26 point 8: a test's portal, a
// thread of the rows' lane that only ever reads), and most of them never write a workbook.
// Reading workbooks does not use it (read-workbook.ts).
import type ExcelJS from 'exceljs';

export type ExcelJs = typeof ExcelJS;

let loading: Promise<ExcelJs> | undefined;

export function loadExcelJs(): Promise<ExcelJs> {
  return (loading ??= import('exceljs').then((module) => module.default));
}
