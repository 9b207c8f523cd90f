// Button kinds, the data side (docs/kinds.md).
export * from './button-kind.ts';
export * from './registry.ts';
export type { CollectButton } from './kinds/collect.ts';
export type { ConfirmButton } from './kinds/confirm.ts';
export type { DatePromptButton } from './kinds/datePrompt.ts';
export type { DialogButton } from './kinds/dialog.ts';
export type { DownloadButton } from './kinds/download.ts';
export type { ExportButton } from './kinds/export.ts';
export type { FileQueryButton } from './kinds/fileQuery.ts';
export type { ImportButton } from './kinds/import.ts';
export type { NavigateButton } from './kinds/navigate.ts';
export type { PromptButton } from './kinds/prompt.ts';
export type { TaxTotalButton } from './kinds/taxTotal.ts';
export type { TemplateButton } from './kinds/template.ts';
export type { UpdateStateButton } from './kinds/updateState.ts';
