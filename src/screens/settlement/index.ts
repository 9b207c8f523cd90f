export { SettlementListScreen } from './SettlementListScreen.tsx';
