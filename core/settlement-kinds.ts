// The two trade directions of a settlement application (issue 13; docs/settlement-server.md), for
// the server and the detail page alike: exports settle export inventories (出口清单, family
// export-inventory, picker path family /SeExpuInventory), imports settle import inventories
// (进口清单, import-inventory, /SeInventory); the attached bills and their goods lines come from
// /declarel/query{Expu,}Invent{Head,List}. A bill may be attached once customs released it:
// states 800 放行 and 899 结关 of ExpuInventoryState / InvtInventoryState.

export type IeType = 'EXP' | 'IMP';

/** The page 结汇申请 (its menu module's uri): its routes, and the open API's settlement calls, need it. */
export const SETTLEMENT_MODULE = '/exchangeSettlement';
/** billType of the detail page's params (spec §2.6). */
export type SettlementBillType = 'export' | 'import';

export interface SettlementKind {
  ieType: IeType;
  billType: SettlementBillType;
  /** The inventory family (schemas/bills). */
  family: string;
  /** Its list route: the detail page takes the column titles from that definition. */
  inventoryRoute: string;
  /** tradeType of the list rows, and the add form's choice. */
  label: string;
  /** Path family of the candidate pickers and attach / detach calls (under /api/enterprise). */
  pickerBase: string;
  /** The attached bills and a bill's goods lines (under /api/enterprise). */
  headPath: string;
  linePath: string;
}

export const RELEASED_STATES: readonly string[] = ['800', '899'];

export const SETTLEMENT_KINDS: Readonly<Record<IeType, SettlementKind>> = {
  EXP: {
    ieType: 'EXP',
    billType: 'export',
    family: 'export-inventory',
    inventoryRoute: '/bill/export/inventory',
    label: '出口',
    pickerBase: '/SeExpuInventory',
    headPath: '/declarel/queryExpuInventHead',
    linePath: '/declarel/queryExpuInventList',
  },
  IMP: {
    ieType: 'IMP',
    billType: 'import',
    family: 'import-inventory',
    inventoryRoute: '/bill/import/inventory',
    label: '进口',
    pickerBase: '/SeInventory',
    headPath: '/declarel/queryInventHead',
    linePath: '/declarel/queryInventList',
  },
};

export function isIeType(value: unknown): value is IeType {
  return value === 'EXP' || value === 'IMP';
}

/** An application's bill type from its ieType (export unless IMP). */
export const billTypeOf = (ieType: string | null | undefined): SettlementBillType => (ieType === 'IMP' ? 'import' : 'export');

/** The kind of a detail page's bill type. */
export const kindOfBillType = (billType: SettlementBillType): SettlementKind => (billType === 'import' ? SETTLEMENT_KINDS.IMP : SETTLEMENT_KINDS.EXP);
