export { ApiKeyScreen } from './ApiKeyScreen.tsx';
export { ApiKeyListView, type ApiKeyListViewProps } from './ApiKeyListView.tsx';
export { ApiKeyCreateDialog, type ApiKeyCreateDialogProps } from './ApiKeyCreateDialog.tsx';
