export { UnderConstructionPage, type UnderConstructionPageProps } from './UnderConstructionPage';
export { UnderConstructionScreen } from './UnderConstructionScreen';
