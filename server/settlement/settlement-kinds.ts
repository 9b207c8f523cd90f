// The two trade directions (core/settlement-kinds.ts) with the tables the server reads: the
// inventory family's head and line tables.
import { headTableName, lineTableName } from '#core/definition/naming.ts';
import { SETTLEMENT_KINDS as KINDS, type IeType, type SettlementKind as Kind } from '#core/settlement-kinds.ts';

export { RELEASED_STATES, SETTLEMENT_MODULE, isIeType, type IeType } from '#core/settlement-kinds.ts';

export interface SettlementKind extends Kind {
  headTable: string;
  lineTable: string;
}

const served = (kind: Kind): SettlementKind => ({ ...kind, headTable: headTableName(kind.family), lineTable: lineTableName(kind.family) });

export const SETTLEMENT_KINDS: Readonly<Record<IeType, SettlementKind>> = { EXP: served(KINDS.EXP), IMP: served(KINDS.IMP) };

/**
 * The field prefix of an inventory's e-commerce company (ebcCode / ebcName, column ebc_code): the
 * commerce company an application settles for. The demo writes its inventories with this party.
 */
export const COMMERCE_PARTY = 'ebc';
