// AG Grid community for the bill list: the modules its grid uses (given to that grid only, as
// the line grid does with its own: every module registered globally adds services each new grid
// builds, some 10-20 ms of a list page's first rows), the Chinese locale (with the portal's
// empty text) and the theme (v33+ theme API, no CSS files to import). The list grid uses
// client-side rows in the server's order, checkbox selection, the column state (the sort it
// reports to the server), right-aligned number columns (cell classes) and the locale; sorting,
// resizing and the loading and empty overlays come with AG Grid's core. The row API (api functions
// only, no service) lets a list that reloads itself tick again the rows that came back (BillGrid).
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  RowApiModule,
  RowSelectionModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import { MSG_NO_DATA } from './listMessages.ts';

export const billGridModules: Module[] = [ClientSideRowModelModule, RowSelectionModule, ColumnApiModule, RowApiModule, CellStyleModule, LocaleModule];

export const gridLocaleText: Record<string, string> = { ...AG_GRID_LOCALE_CN, noRowsToShow: MSG_NO_DATA };

/** The height of a row of the list (px). */
export const BILL_ROW_HEIGHT = 36;

export const billGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  accentColor: '#1677ff',
  rowHeight: BILL_ROW_HEIGHT,
  headerHeight: 38,
  wrapperBorderRadius: 6,
});
