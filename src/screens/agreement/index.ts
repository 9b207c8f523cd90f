export { UpgradeWizard, WIZARD_STEP_TITLES, type UpgradeWizardProps, type WizardStep } from './UpgradeWizard.tsx';
export { UpgradeOffer, UpgradeWizardModal, UPGRADE_OFFER_TEXT } from './UpgradeOffer.tsx';
export { downloadAgreement } from './agreementApi.ts';
