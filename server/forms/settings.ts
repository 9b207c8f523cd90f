// Settings of the forms (schemas/forms) and of the filing reviewer, read from the environment
// like server/bills/settings.ts; a test may put them on the config object it passes to buildApp
// instead, which wins over the environment:
// - formSchemaDir / PORTAL_FORM_SCHEMAS_DIR: the form definition folder (default schemas/forms);
// - filingReviewDelayMs / PORTAL_FILING_REVIEW_DELAY_MS: how long the filing reviewer (standing in
//   for customs) takes to decide on a declared filing (default 3000; 0 decides in the declaring
//   request itself, so tests see the decision in apply's answer);
// - formReviewDelayMs / PORTAL_FORM_REVIEW_DELAY_MS: the same for the engine forms' reviewers
//   (server/forms/engine/form-reviewer.ts; default 3000).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positiveInteger, type Environment, type PortalConfig } from '../config.ts';

export interface FormSettings {
  formSchemaDir: string;
  filingReviewDelayMs: number;
  formReviewDelayMs: number;
}

export const DEFAULT_FORM_SCHEMA_DIR = fileURLToPath(new URL('../../schemas/forms', import.meta.url));
export const DEFAULT_FILING_REVIEW_DELAY_MS = 3000;
export const DEFAULT_FORM_REVIEW_DELAY_MS = 3000;

export function formSettings(config: PortalConfig, env: Environment = process.env): FormSettings {
  const given = config as PortalConfig & Partial<FormSettings>;
  const dir = given.formSchemaDir ?? (env.PORTAL_FORM_SCHEMAS_DIR || DEFAULT_FORM_SCHEMA_DIR);
  return {
    formSchemaDir: resolve(dir),
    filingReviewDelayMs: given.filingReviewDelayMs ?? positiveInteger(env, 'PORTAL_FILING_REVIEW_DELAY_MS', DEFAULT_FILING_REVIEW_DELAY_MS),
    formReviewDelayMs: given.formReviewDelayMs ?? positiveInteger(env, 'PORTAL_FORM_REVIEW_DELAY_MS', DEFAULT_FORM_REVIEW_DELAY_MS),
  };
}
