// The list's dialogs as lazy components (lazyDialog.tsx): same names and props as the dialogs.
import { lazyDialog } from './lazyDialog.tsx';

export const ReceiptsDialog = lazyDialog(async () => (await import('./ReceiptsDialog.tsx')).ReceiptsDialog);
export const ImportDialog = lazyDialog(async () => (await import('./ImportDialog.tsx')).ImportDialog);
export const FileQueryDialog = lazyDialog(async () => (await import('./FileQueryDialog.tsx')).FileQueryDialog);
export const DeclareProgressDialog = lazyDialog(async () => (await import('./DeclareProgressDialog.tsx')).DeclareProgressDialog);
export const PromptDialog = lazyDialog(async () => (await import('./PromptDialog.tsx')).PromptDialog);
