// Spec §5.1: imports and Excel queries take Excel workbooks only.
const EXCEL_EXTENSIONS = ['.xls', '.xlsx'];

export const EXCEL_ACCEPT = EXCEL_EXTENSIONS.join(',');

export function isExcelFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return EXCEL_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
