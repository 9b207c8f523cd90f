export { HomePage } from './HomePage';
export { HomeView, type HomeViewProps, type QuickLink } from './HomeView';
