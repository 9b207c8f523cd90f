// The settlement lists' real definitions (schemas/bills, served by the settlement feature),
// resolved as the server resolves them, for specs and stories.
import shared from '../../schemas/bills/_shared.schema.json';
import settlementSchema from '../../schemas/bills/other-settlement.schema.json';
import settlementUi from '../../schemas/bills/other-settlement.ui.json';
import revokeSchema from '../../schemas/bills/other-settlementRevoke.schema.json';
import revokeUi from '../../schemas/bills/other-settlementRevoke.ui.json';
import verificationRevokeUi from '../../schemas/bills/other-verificationRevoke.ui.json';
import verificationSchema from '../../schemas/bills/other-verification.schema.json';
import verificationUi from '../../schemas/bills/other-verification.ui.json';
import { buildDefinition, type BillDefinition } from '../definition/index.ts';

const files = {
  '_shared.schema.json': shared,
  'other-settlement.schema.json': settlementSchema,
  'other-settlement.ui.json': settlementUi,
  'other-settlementRevoke.schema.json': revokeSchema,
  'other-settlementRevoke.ui.json': revokeUi,
  'other-verificationRevoke.ui.json': verificationRevokeUi,
  'other-verification.schema.json': verificationSchema,
  'other-verification.ui.json': verificationUi,
};

/** /exchangeSettlement */
export function settlementDefinition(): BillDefinition {
  return buildDefinition('other-settlement', files);
}

/** The cancellation history of /exchangeSettlement (a dialog). */
export function settlementRevokeDefinition(): BillDefinition {
  return buildDefinition('other-settlementRevoke', files);
}

/** /settlementVerification */
export function verificationDefinition(): BillDefinition {
  return buildDefinition('other-verification', files);
}

/** The cancellation history of /settlementVerification (a dialog). */
export function verificationRevokeDefinition(): BillDefinition {
  return buildDefinition('other-verificationRevoke', files);
}
