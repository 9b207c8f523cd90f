// The two bill types of a settlement application (core/settlement-kinds.ts, shared with the
// server): the detail page's calls for each, under /api/enterprise.
import { SETTLEMENT_KINDS, kindOfBillType, type IeType } from '#core/settlement-kinds.ts';
import type { BillType } from './detailParams.ts';

export { billTypeOf, type IeType } from '#core/settlement-kinds.ts';

export interface BillKind {
  billType: BillType;
  ieType: IeType;
  /** Candidates, attach and detach. */
  pickerBase: string;
  headPath: string;
  linePath: string;
  /** The inventory family's list route (its definition's titles). */
  inventoryRoute: string;
}

const API = '/api/enterprise';

function billKind(billType: BillType): BillKind {
  const kind = kindOfBillType(billType);
  return {
    billType,
    ieType: kind.ieType,
    pickerBase: `${API}${kind.pickerBase}`,
    headPath: `${API}${kind.headPath}`,
    linePath: `${API}${kind.linePath}`,
    inventoryRoute: kind.inventoryRoute,
  };
}

export const BILL_KINDS: Readonly<Record<BillType, BillKind>> = { export: billKind('export'), import: billKind('import') };

/** 出口 / 进口, as the server's tradeType says. */
export const IE_TYPE_OPTIONS: ReadonlyArray<{ value: IeType; label: string }> = Object.values(SETTLEMENT_KINDS).map((kind) => ({
  value: kind.ieType,
  label: kind.label,
}));
