export { StatisticsScreen } from './StatisticsScreen.tsx';
