export { BillPageScreen, FILING_REQUIRED, billRouteParts } from './BillPageScreen.tsx';
export { RouteListScreen } from './RouteListScreen.tsx';
export { warmBillPage } from './warmBillPage.ts';
