// AG Grid community for the line grid: the modules it uses (given to this grid only, see
// LinesGrid), the Chinese locale and the theme. Every registered module adds services that each
// new grid builds, so the detail page asks for what its grid does and no more: client-side rows,
// checkbox selection, the three cell editors (numbers are typed as text and kept as typed),
// right-aligned number columns (cell classes), header tooltips, the locale and the row and
// render APIs the page calls (getRowNode, refreshCells).
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  DateEditorModule,
  LocaleModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';

export const lineGridModules: Module[] = [
  ClientSideRowModelModule,
  CellStyleModule,
  RowSelectionModule,
  TextEditorModule,
  SelectEditorModule,
  DateEditorModule,
  TooltipModule,
  LocaleModule,
  RowApiModule,
  RenderApiModule,
];

export const LINES_EMPTY_TEXT = '暂无商品数据';

export const lineGridLocale: Record<string, string> = { ...AG_GRID_LOCALE_CN, noRowsToShow: LINES_EMPTY_TEXT };

/** Row and header heights of the line grid (the theme's, and the placeholder's before the grid starts). */
export const LINE_ROW_HEIGHT = 34;
export const LINE_HEADER_HEIGHT = 36;

export const lineGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  accentColor: '#1677ff',
  rowHeight: LINE_ROW_HEIGHT,
  headerHeight: LINE_HEADER_HEIGHT,
  wrapperBorderRadius: 6,
});
