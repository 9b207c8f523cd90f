// Prints a single sign-on token for POST /api/auth/jump (header token_id), signed exactly as
// the portal expects: HS256 with PORTAL_SSO_SECRET or, when unset, the secret the portal
// generated and keeps in its database; issuer PORTAL_SSO_ISSUER (default ceb-sso); valid
// 5 minutes; usable once.
//
// How an operator uses it (same DATABASE_URL / PORTAL_SSO_SECRET as the running portal):
//   TOKEN=$(npm run -s sso-token -- admin)
//   curl -X POST http://localhost:8080/api/auth/jump \
//        -H "token_id: $TOKEN" -H 'content-type: application/json' -d '{"data":{}}'
// or hand the token to the single-window page that opens the portal's jump route. Only the
// token goes to stdout, so it can be captured as above; messages go to stderr.
import { loadSsoKey } from '../server/auth/secrets.ts';
import { signSsoToken } from '../server/auth/sso-token.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

async function main(): Promise<number> {
  const loginName = process.argv[2]?.trim();
  if (!loginName) {
    console.error('用法 / usage: npm run sso-token -- <loginName>');
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    // The secret may not exist yet on a fresh database; creating it here is what the portal
    // would do on its first start.
    await migrateToLatest(db);
    const user = await db.selectFrom('app_user').select('state').where('login_name', '=', loginName).executeTakeFirst();
    if (!user) console.error(`注意 / warning: no account "${loginName}" in ${config.databaseUrl}; the portal will refuse the token.`);
    else if (user.state !== 'EFFECTIVE') console.error(`注意 / warning: account "${loginName}" is frozen.`);
    const key = await loadSsoKey(db, config);
    console.log(await signSsoToken(key, config.ssoIssuer, loginName));
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
