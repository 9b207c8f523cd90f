export { FILING_REQUIRED, FilingGate, FilingRequired, hasApprovedFiling, useFilingApproved } from './FilingGate.tsx';
