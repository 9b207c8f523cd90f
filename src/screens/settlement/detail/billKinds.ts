// The two bill types of a settlement application (docs/settlement-server.md): an export
// application (ieType EXP) gathers export inventories through /SeExpuInventory, an import one
// (IMP) import inventories through /SeInventory; the attached bills and their goods lines come
// from /declarel/query{Expu,}Invent{Head,List}. The inventory family's definition (its list
// route) gives the column titles.
import type { BillType } from './detailParams.ts';

export type IeType = 'EXP' | 'IMP';

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

export const BILL_KINDS: Readonly<Record<BillType, BillKind>> = {
  export: {
    billType: 'export',
    ieType: 'EXP',
    pickerBase: `${API}/SeExpuInventory`,
    headPath: `${API}/declarel/queryExpuInventHead`,
    linePath: `${API}/declarel/queryExpuInventList`,
    inventoryRoute: '/bill/export/inventory',
  },
  import: {
    billType: 'import',
    ieType: 'IMP',
    pickerBase: `${API}/SeInventory`,
    headPath: `${API}/declarel/queryInventHead`,
    linePath: `${API}/declarel/queryInventList`,
    inventoryRoute: '/bill/import/inventory',
  },
};

export const billTypeOf = (ieType: string | null | undefined): BillType => (ieType === 'IMP' ? 'import' : 'export');

/** 出口 / 进口, as the server's tradeType says. */
export const IE_TYPE_OPTIONS: ReadonlyArray<{ value: IeType; label: string }> = [
  { value: 'EXP', label: '出口' },
  { value: 'IMP', label: '进口' },
];
