// The generic bill detail / edit page (spec §2.5): header form, body grid with its line form,
// modes and buttons, order summary.
export { BillDetailPage, billIdOf, detailCrumbLabel, type BillDetailPageProps } from './BillDetailPage.tsx';
export { BillDetailView, type BillDetailViewProps } from './BillDetailView.tsx';
export { detailButtons, billEditable, type DetailButtons, type DetailMode } from './detailButtons.ts';
export { OrderSummaryDialog, ORDER_PAGE_SIZES } from './OrderSummaryDialog.tsx';
export * from './detailMessages.ts';
