export { WorkOrderShowScreen } from './WorkOrderShowScreen.tsx';
