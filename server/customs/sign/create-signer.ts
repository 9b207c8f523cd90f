// The signer the settings ask for: software certificates per company, or the operator's card.
import { CardSigner } from './card-signer.ts';
import { CertificateStore } from './certificate-store.ts';
import { loadSignSettings, type SignSettings } from './sign-settings.ts';
import type { Signer } from './signer.ts';
import { SoftwareSigner } from './software-signer.ts';

export function createSigner(settings: SignSettings = loadSignSettings()): Signer {
  return settings.mode === 'card' ? new CardSigner(settings.card) : new SoftwareSigner(new CertificateStore(settings));
}
