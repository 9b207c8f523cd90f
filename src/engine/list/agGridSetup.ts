// AG Grid community, set up once: the modules the portal uses, the Chinese locale (with the
// portal's empty text) and the theme (v33+ theme API, no CSS files to import).
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import { MSG_NO_DATA } from './listMessages.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

export const gridLocaleText: Record<string, string> = { ...AG_GRID_LOCALE_CN, noRowsToShow: MSG_NO_DATA };

export const billGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  accentColor: '#1677ff',
  rowHeight: 36,
  headerHeight: 38,
  wrapperBorderRadius: 6,
});
