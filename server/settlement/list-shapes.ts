// The settlement lists the client renders from definitions (schemas/bills, `servedBy:
// "settlement"`): their term and sort whitelists, default sort and page size are read from those
// files (server/fields/feature-list.ts), as the bill engine reads a bill family's.
import type { BillDefinition } from '#core/definition/index.ts';
import { featureList, listShapeOf, type ListShape } from '../fields/feature-list.ts';

export const SETTLEMENT_LIST_FAMILIES = {
  applications: 'other-settlement',
  verifications: 'other-verification',
  applicationRevokes: 'other-settlementRevoke',
  verificationRevokes: 'other-verificationRevoke',
} as const;

export type SettlementListShapes = Record<keyof typeof SETTLEMENT_LIST_FAMILIES, ListShape>;

/** The columns of settlement_verification (migration 0010): a write-off's own; the rest are its application's. */
const VERIFICATION_COLUMNS = new Set(['id', 'declare_id', 'amount', 'state', 'audit_opinion', 'app_time', 'create_time', 'update_time']);

/** The state tabs send a `state` term besides the filters. */
const STATE = ['state'];

/** True when the definitions folder has the settlement lists (a test's own families may not). */
export function hasSettlementLists(featureLists: readonly BillDefinition[]): boolean {
  return featureLists.some((definition) => definition.ui.servedBy === 'settlement' && definition.family === SETTLEMENT_LIST_FAMILIES.applications);
}

export function settlementListShapes(featureLists: readonly BillDefinition[]): SettlementListShapes {
  const find = (family: string) => featureList(featureLists, 'settlement', family);
  return {
    applications: listShapeOf(find(SETTLEMENT_LIST_FAMILIES.applications), { extraTerms: STATE }),
    // A write-off row joins its application (d): its own columns are v's.
    verifications: listShapeOf(find(SETTLEMENT_LIST_FAMILIES.verifications), {
      extraTerms: STATE,
      columnOf: (column) => (VERIFICATION_COLUMNS.has(column) ? `v.${column}` : `d.${column}`),
    }),
    applicationRevokes: listShapeOf(find(SETTLEMENT_LIST_FAMILIES.applicationRevokes)),
    verificationRevokes: listShapeOf(find(SETTLEMENT_LIST_FAMILIES.verificationRevokes)),
  };
}
