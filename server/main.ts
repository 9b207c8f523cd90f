// Starts the portal: settings from the environment, schema migration, first-start seeding, the definitions sync,
// then the HTTP server (API + built client on one port). `npm start` runs this.
import { DefinitionError } from '#core/definition/index.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type PortalConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { oneProcessAtATime } from './db/one-process-at-a-time.ts';
import { seedDatabase } from './seed/seed.ts';
import { loadSeedData } from './seed/seed-data.ts';
import { demoBillsOf, writeDemoData } from './seed/demo-data.ts';
import { syncDefinitionsOnStart } from './seed/sync/sync-on-start.ts';
import { collectStartupGarbage } from './startup-garbage.ts';

function readConfig(): PortalConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`配置错误 / configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** The advisory lock a starting process holds while it migrates, seeds and builds its tables. */
const STARTUP_LOCK = 'portal-startup';

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseUrl);
  const seedData = await loadSeedData();
  // Processes starting at the same moment on one PostgreSQL (docs/deployment.md) change the schema
  // one after the other: two at once raced on CREATE OR REPLACE FUNCTION (statistics rollup) and
  // one failed to start with a duplicate key in pg_proc. The next finds the work done.
  const { app, seeded } = await oneProcessAtATime(db, STARTUP_LOCK, async () => {
    await migrateToLatest(db);
    const firstStart = await seedDatabase(db, seedData, Date.now(), { demoFiling: config.demoFiling });
    // Demo bills, settlement, news and notices, subsidy applications (server/seed/demo-data.ts).
    if (firstStart) await writeDemoData(db, seedData, config);
    await syncDefinitionsOnStart(db, seedData, config);
    return { app: await buildApp(config, { db, logger: { level: config.logLevel }, warmWorkers: true }), seeded: firstStart };
  });
  app.addHook('onClose', async () => db.destroy());
  // The warm worker threads are up, their databases open, before the first request (issue 26 point 6).
  await app.portal.startWorkers();
  collectStartupGarbage();
  const address = await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = new URL(address);
  const database = config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@');
  // One write, so that whoever watches the output sees the whole banner at once.
  const banner = [
    '',
    `门户已启动 / portal listening: http://${shownHost}:${url.port}/`,
    `数据库 / database: ${database}${seeded ? `（首次启动，已写入演示数据：每类单证 ${demoBillsOf(config)} 张）` : ''}`,
  ];
  if (config.staticDir === null) {
    banner.push('PORTAL_STATIC_DIR 为空：只提供 API，不提供页面。');
  } else if (!app.portal.clientAvailable) {
    banner.push(`前端未构建：${config.staticDir}/index.html 不存在，只提供 API。先运行 npm run build 再启动即可打开页面。`);
  }
  banner.push('演示账号 / demo accounts (seed passwords; a password changed since stays changed):');
  for (const account of seedData.demo.accounts) {
    banner.push(`  ${account.userType === 'ADMIN' ? '主账号' : '子账号'}  ${account.loginName}  /  ${account.password}`);
  }
  console.log(banner.join('\n'));

  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DefinitionError) {
    // A definition the engine cannot use: the line validate-schemas would print, not a stack trace.
    console.error(`${error.file}#${error.pointer}: ${error.problem}`);
    console.error('门户启动失败 / portal failed to start：定义有误，改正后再启动（npx tsx scripts/validate-schemas.ts 列出全部问题）');
  } else {
    console.error('门户启动失败 / portal failed to start:', error);
  }
  process.exit(1);
});
