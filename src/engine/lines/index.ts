// The lines (body) of a bill on the detail page: the store, the AG Grid, the pager, the
// problems summary and the form of the selected line.
export { LineStore, LINES_PAGE_SIZE, ROW_KEY, lineValues, type LineRow, type LinePage, type LineProblem, type RowValidator } from './lineStore.ts';
export { LinesGrid, type LinesGridProps } from './LinesGrid.tsx';
export { LinePager, LABEL_NEXT, LABEL_PREVIOUS } from './LinePager.tsx';
export { LineProblems } from './LineProblems.tsx';
export { LineForm, lineFormTitle } from './LineForm.tsx';
export { lineColumnDefs, orderedLineFields } from './lineColumns.ts';
export { lineProblemText } from './lineProblemText.ts';
