export { BillPageScreen, FILING_REQUIRED } from './BillPageScreen';
