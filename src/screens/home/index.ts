export { HomePage } from './HomePage.tsx';
export { HomeView, type HomeViewProps, type QuickLink } from './HomeView.tsx';
