// Dialogs of the bill list: receipts, prompts (reason or date), import and Excel query.
export { ReceiptsDialog, RECEIPTS_PATH, type Receipt, type ReceiptsDialogProps } from './ReceiptsDialog.tsx';
export { PromptDialog, type PromptDialogProps } from './PromptDialog.tsx';
export { ImportDialog, acceptExcel, problemsOf, type ImportDialogProps, type ImportProblem } from './ImportDialog.tsx';
export { FileQueryDialog, type FileQueryDialogProps } from './FileQueryDialog.tsx';
export { openDownload, requestDownload } from './downloads.ts';
export { EXCEL_ACCEPT, isExcelFileName } from './excelFiles.ts';
export * from './dialogMessages.ts';
