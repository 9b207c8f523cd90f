export { SubsidyListScreen, SubsidyApplyScreen, SubsidyDetailScreen, SUBSIDY_DIALOGS } from './SubsidyScreens.tsx';
