// AG Grid community for the line grid: the modules, the Chinese locale and the theme. (The list
// page registers the same modules; registering twice is harmless.)
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

export const LINES_EMPTY_TEXT = '暂无商品数据';

export const lineGridLocale: Record<string, string> = { ...AG_GRID_LOCALE_CN, noRowsToShow: LINES_EMPTY_TEXT };

export const lineGridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  accentColor: '#1677ff',
  rowHeight: 34,
  headerHeight: 36,
  wrapperBorderRadius: 6,
});
