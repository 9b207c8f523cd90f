// The dialogs the settlement lists' UI files name (buttons of kind dialog).
import type { FeatureDialogs } from '../../engine/dialogs/featureDialogs.ts';

export const SETTLEMENT_DIALOGS: FeatureDialogs = {};
