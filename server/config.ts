// Server settings, read once from the environment. Tests build their own object with
// loadConfig({...}) so they never depend on the shell that runs them.

/** Thrown when the environment describes a server that must not start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface PortalConfig {
  port: number;
  host: string;
  /** A SQLite file path or a postgres:// URL. */
  databaseUrl: string;
  production: boolean;
  accessTokenTtlSeconds: number;
  /** Shared secret of the single sign-on issuer; null = generate one and keep it in server_setting. */
  ssoSecret: string | null;
  ssoIssuer: string;
  staticDir: string;
  /** Fastify trustProxy (TRUST_PROXY): behind a load balancer the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** pino level for the server log (LOG_LEVEL, default info). */
  logLevel: string;
  /** Test only: every captcha gets this text so browser tests can log in. */
  testCaptcha: string | null;
  /** Demo bills written per family on the first start (PORTAL_DEMO_BILLS, default 20; 0 = none). */
  demoBills: number;
}

export type Environment = Record<string, string | undefined>;

const TEST_PREFIX = 'PORTAL_TEST_';

function positiveInteger(env: Environment, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** "true", a hop count ("1") or a comma-separated list of trusted addresses / CIDRs. */
function trustProxySetting(raw: string | null): PortalConfig['trustProxy'] {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

function nonEmpty(env: Environment, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

/**
 * Builds the configuration. In production (NODE_ENV=production) any PORTAL_TEST_* variable is
 * refused: a fixed captcha or a one-second token in production would be a security hole.
 */
export function loadConfig(env: Environment = process.env): PortalConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const testVariables = Object.keys(env).filter((key) => key.startsWith(TEST_PREFIX) && env[key] !== undefined);
    if (testVariables.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with test settings: ${testVariables.join(', ')}. ` +
          'Unset these variables or drop NODE_ENV=production.',
      );
    }
  }
  const accessTtl = positiveInteger(env, 'PORTAL_ACCESS_TOKEN_TTL', 900);
  return {
    port: positiveInteger(env, 'PORT', 8080),
    host: nonEmpty(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: nonEmpty(env, 'DATABASE_URL') ?? 'data/portal.sqlite',
    production,
    accessTokenTtlSeconds: positiveInteger(env, 'PORTAL_TEST_ACCESS_TTL', accessTtl),
    ssoSecret: nonEmpty(env, 'PORTAL_SSO_SECRET'),
    ssoIssuer: nonEmpty(env, 'PORTAL_SSO_ISSUER') ?? 'ceb-sso',
    staticDir: nonEmpty(env, 'PORTAL_STATIC_DIR') ?? 'dist',
    trustProxy: trustProxySetting(nonEmpty(env, 'TRUST_PROXY')),
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? 'info',
    testCaptcha: nonEmpty(env, 'PORTAL_TEST_CAPTCHA'),
    demoBills: positiveInteger(env, 'PORTAL_DEMO_BILLS', 20),
  };
}
