// The two trade directions of a settlement application (issue 13): exports settle export
// inventories (出口清单, family export-inventory, picker path family /SeExpuInventory), imports
// settle import inventories (进口清单, import-inventory, /SeInventory). A bill may be attached once
// customs released it: states 800 放行 and 899 结关 of ExpuInventoryState / InvtInventoryState.
import { headTableName, lineTableName } from '#core/definition/naming.ts';

export type IeType = 'EXP' | 'IMP';

export interface SettlementKind {
  ieType: IeType;
  family: string;
  headTable: string;
  lineTable: string;
  /** Path family of the candidate pickers and attach / detach calls. */
  pickerBase: string;
  /** Detail calls under /declarel. */
  headPath: string;
  linePath: string;
  /** tradeType of the list rows. */
  label: string;
  /** billType of the detail page's params (spec §2.6). */
  billType: 'export' | 'import';
}

export const RELEASED_STATES: readonly string[] = ['800', '899'];

function kind(ieType: IeType, family: string, pickerBase: string, headPath: string, linePath: string, label: string): SettlementKind {
  const billType = ieType === 'EXP' ? 'export' : 'import';
  return { ieType, family, headTable: headTableName(family), lineTable: lineTableName(family), pickerBase, headPath, linePath, label, billType };
}

export const SETTLEMENT_KINDS: Readonly<Record<IeType, SettlementKind>> = {
  EXP: kind('EXP', 'export-inventory', '/SeExpuInventory', 'queryExpuInventHead', 'queryExpuInventList', '出口'),
  IMP: kind('IMP', 'import-inventory', '/SeInventory', 'queryInventHead', 'queryInventList', '进口'),
};

export function isIeType(value: unknown): value is IeType {
  return value === 'EXP' || value === 'IMP';
}
