export { BillPageScreen, FILING_REQUIRED, billRouteParts } from './BillPageScreen';
export { RouteListScreen } from './RouteListScreen';
