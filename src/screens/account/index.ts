export { AccountScreen } from './AccountScreen.tsx';
export { AccountAddScreen } from './AccountAddScreen.tsx';
export { AccountListView, type AccountListViewProps, type AccountButtons } from './AccountListView.tsx';
export { AccountAddView, type AccountAddViewProps } from './AccountAddView.tsx';
