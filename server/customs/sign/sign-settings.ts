// Signer settings, read from the environment (documented in docs/customs-messages/signing.md).
// Kept here rather than in server/config.ts: only the signer reads them.
import { dirname, join, resolve } from 'node:path';

type Environment = Record<string, string | undefined>;

export type SignMode = 'software' | 'card';

export interface CardClientSettings {
  /** The e-port card client's local WebSocket (PORTAL_SIGN_CARD_URL, default ws://127.0.0.1:61232). */
  url: string;
  /** The card's PIN (PORTAL_SIGN_CARD_PIN); null = not configured, card signing is refused. */
  pin: string | null;
  /** How long to wait for the card client's answer (PORTAL_SIGN_CARD_TIMEOUT_S, default 15). */
  timeoutMs: number;
}

export interface SignSettings {
  /** Who signs (PORTAL_SIGN_MODE): software certificates per company, or the operator's e-port card. */
  mode: SignMode;
  /** Folder of company certificates (PORTAL_SIGN_DIR, default data/sign beside the database). */
  dir: string;
  /** Password of .pfx files and encrypted .key files (PORTAL_SIGN_PASSWORD); a <code>.password file overrides it. */
  password: string | null;
  /**
   * A company without a certificate gets a generated self-signed test certificate
   * (PORTAL_SIGN_TEST_CERTIFICATES, default 1 outside production, never in production).
   */
  generateTestCertificates: boolean;
  /** The algorithm of generated test certificates (PORTAL_SIGN_TEST_ALGORITHM: SM2-SM3, the default, or RSA-SHA1). */
  testAlgorithm: 'SM2-SM3' | 'RSA-SHA1';
  card: CardClientSettings;
}

function nonEmpty(env: Environment, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw;
}

/** data/ beside a SQLite database, or the working folder's data/ with PostgreSQL (as the transfer folders). */
function defaultSignDir(env: Environment): string {
  const databaseUrl = nonEmpty(env, 'DATABASE_URL') ?? 'data/portal.sqlite';
  const data = /^postgres(ql)?:\/\//i.test(databaseUrl) ? resolve('data') : dirname(resolve(databaseUrl));
  return join(data, 'sign');
}

export function loadSignSettings(env: Environment = process.env): SignSettings {
  const production = env.NODE_ENV === 'production';
  const mode = nonEmpty(env, 'PORTAL_SIGN_MODE') ?? 'software';
  if (mode !== 'software' && mode !== 'card') {
    throw new Error(`PORTAL_SIGN_MODE must be software or card, not ${mode}`);
  }
  const testAlgorithm = nonEmpty(env, 'PORTAL_SIGN_TEST_ALGORITHM') ?? 'SM2-SM3';
  if (testAlgorithm !== 'SM2-SM3' && testAlgorithm !== 'RSA-SHA1') {
    throw new Error(`PORTAL_SIGN_TEST_ALGORITHM must be SM2-SM3 or RSA-SHA1, not ${testAlgorithm}`);
  }
  const timeoutSeconds = Number(nonEmpty(env, 'PORTAL_SIGN_CARD_TIMEOUT_S') ?? '15');
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    throw new Error('PORTAL_SIGN_CARD_TIMEOUT_S must be a positive number of seconds');
  }
  return {
    mode,
    dir: resolve(nonEmpty(env, 'PORTAL_SIGN_DIR') ?? defaultSignDir(env)),
    password: nonEmpty(env, 'PORTAL_SIGN_PASSWORD'),
    generateTestCertificates: !production && env.PORTAL_SIGN_TEST_CERTIFICATES !== '0',
    testAlgorithm,
    card: {
      url: nonEmpty(env, 'PORTAL_SIGN_CARD_URL') ?? 'ws://127.0.0.1:61232',
      pin: nonEmpty(env, 'PORTAL_SIGN_CARD_PIN'),
      timeoutMs: timeoutSeconds * 1000,
    },
  };
}
