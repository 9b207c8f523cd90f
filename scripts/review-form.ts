// The operator's decision on an engine form's record under review (docs/forms.md "表单引擎"),
// against the portal's configured database (DATABASE_URL, as the running portal):
//   npm run review-form -- approve <form> <companyCode> [--opinion "…"] [--by "姓名"]
//   npm run review-form -- return <form> <companyCode> --opinion "退回原因" [--by "姓名"]
// Prints the record's new state; exits 2 on a usage error, 1 when the decision is refused (the
// record is not under review, no such form or company record).
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { UntypedDb } from '../server/db/untyped.ts';
import { formSettings } from '../server/forms/settings.ts';
import { decideByHand, type HandDecision } from '../server/forms/engine/operator.ts';
import { ReviewError } from '../server/forms/engine/form-reviewer.ts';

const USAGE = '用法 / usage: npm run review-form -- approve|return <form> <companyCode> [--opinion "审核意见"] [--by "操作员"]（退回须写 --opinion）';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function decisionOf(args: readonly string[]): HandDecision | null {
  const [command, form, companyCode] = args;
  if (!form || !companyCode || form.startsWith('--') || companyCode.startsWith('--')) return null;
  const opinion = option(args, '--opinion')?.trim();
  const by = option(args, '--by')?.trim();
  if (opinion !== undefined && [...opinion].length > 255) return null;
  if (command === 'approve') return { form, companyCode, decision: { kind: 'approve', ...(opinion ? { opinion } : {}) }, ...(by ? { by } : {}) };
  if (command === 'return' && opinion) return { form, companyCode, decision: { kind: 'return', opinion }, ...(by ? { by } : {}) };
  return null;
}

async function main(): Promise<number> {
  const given = decisionOf(process.argv.slice(2));
  if (!given) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const state = await decideByHand(db as unknown as UntypedDb, formSettings(config).formSchemaDir, given);
    console.log(`${given.form} ${given.companyCode}: ${state}`);
    return 0;
  } catch (error) {
    if (error instanceof ReviewError) {
      console.error(error.message);
      return 1;
    }
    throw error;
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
