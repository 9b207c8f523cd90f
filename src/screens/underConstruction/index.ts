export { UnderConstructionPage, type UnderConstructionPageProps } from './UnderConstructionPage.tsx';
export { UnderConstructionScreen } from './UnderConstructionScreen.tsx';
