// The calls of /parametersSetting (bill-families-and-screens.md §7; deleteSetting: docs/company-parameters.md).
import { SETTING_PATHS, type CompanySetting, type SettingDraft } from '#core/company-settings.ts';
import { post } from '../../http/index.ts';

export { SETTING_PATHS };

export const querySettingList = () => post<CompanySetting[]>(SETTING_PATHS.querySettingList, {});
export const saveSetting = (draft: SettingDraft) => post<CompanySetting>(SETTING_PATHS.saveSetting, draft);
export const deleteSetting = (id: number) => post<null>(SETTING_PATHS.deleteSetting, { id });
