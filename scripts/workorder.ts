// The operator's side of work tickets (docs/work-orders.md), against the portal's configured
// database (DATABASE_URL, as the running portal):
//   npm run workorder -- progress <ticketNum>               待处理 → 处理中
//   npm run workorder -- close <ticketNum> --result "…"     → 已关闭, with the result the user reads
// Prints the ticket's new state; exits 2 on a usage error, 1 when the move is refused.
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { moveTicket, OperatorError, type OperatorMove } from '../server/workorder/operator.ts';

const USAGE = '用法 / usage: npm run workorder -- progress <ticketNum> | close <ticketNum> --result "处理结果"';

function moveOf(args: readonly string[]): { ticketNum: string; move: OperatorMove } | null {
  const [command, ticketNum] = args;
  if (!ticketNum) return null;
  if (command === 'progress') return { ticketNum, move: { kind: 'progress' } };
  if (command !== 'close') return null;
  const at = args.indexOf('--result');
  const result = at >= 0 ? args[at + 1] : undefined;
  return result === undefined ? null : { ticketNum, move: { kind: 'close', result } };
}

async function main(): Promise<number> {
  const given = moveOf(process.argv.slice(2));
  if (!given) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const state = await moveTicket(db, given.ticketNum, given.move);
    console.log(`${given.ticketNum}: ${state}`);
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
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
