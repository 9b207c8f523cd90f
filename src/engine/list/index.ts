// The generic bill list: one page built from a family's definition, and its parts.
export { BillListPage, type BillListPageProps } from './BillListPage.tsx';
export { StateFilter, type StateFilterProps } from './StateFilter.tsx';
export { SearchForm, type SearchFormProps } from './SearchForm.tsx';
export { ButtonBar, type ButtonBarProps } from './ButtonBar.tsx';
export { BillGrid, type BillGridProps } from './BillGrid.tsx';
export { ListPagination, type ListPaginationProps } from './ListPagination.tsx';
export {
  loadBillDefinition,
  lookUpDefinition,
  forgetBillDefinitions,
  BILL_DEFINITION_PATH,
  type DefinitionLookup,
  type DefinitionQuery,
} from './billDefinitionSource.ts';
export { useBillDefinition, useDetailRouteDefinition, type DefinitionState } from './useBillDefinition.ts';
export * from '#core/list/list-request.ts';
export * from '#core/list/list-page.ts';
export * from '#core/list/search-filters.ts';
export * from './listMessages.ts';
export { detailHref, detailRoute, billTimeWindow } from '#core/list/bill-window.ts';
