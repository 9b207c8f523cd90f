// `npm run seed -- --bills 100000`: demo bills for the demo company, N per bill family, on the
// database of DATABASE_URL (default data/portal.sqlite). Migrates the database and writes the
// reference and demo data first when it is empty. Options:
//   --bills N         bills per family (default 1000)
//   --family ID       only this family (repeatable), e.g. --family export-order; a family it
//                     refers to (x-refersTo) that has no bill yet is written first, same count
//   --seed N          random seed (default fixed: the same data every time)
// Families are written referenced ones first, and a referring field takes the number of an
// existing bill (docs/seed-data.md, "Demo bills"). Run it while no one is entering bills: ids
// are assigned by the seed for speed.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { loadSeedData } from '../server/seed/seed-data.ts';
import { billSettings } from '../server/bills/settings.ts';
import { seedDemoBills } from '../server/bills/seed/seed-demo-bills.ts';
import { BULK_LOAD_THRESHOLD } from '../server/bills/table/bulk-load.ts';

interface Options {
  bills: number;
  families: string[];
  seed?: number;
}

function parseArguments(argv: string[]): Options {
  const options: Options = { bills: 1000, families: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    const value = argv[index + 1];
    const number = Number(value);
    if (name === '--bills' && Number.isInteger(number) && number >= 0) options.bills = number;
    else if (name === '--family' && value) options.families.push(value);
    else if (name === '--seed' && Number.isInteger(number)) options.seed = number;
    else throw new Error(`未知参数或取值不正确 / bad argument: ${name} ${value ?? ''}`.trim());
    index += 1;
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const seedData = await loadSeedData();
    await seedDatabase(db, seedData);
    const started = Date.now();
    const families = await seedDemoBills(db, {
      schemaDir: billSettings(config).billSchemaDir,
      company: seedData.demo.company,
      perFamily: options.bills,
      families: options.families,
      seed: options.seed,
      files: { dir: config.filesDir },
      onPlan: (plan) => {
        for (const family of plan.added) console.log(`${family.title}（${family.id}）还没有单据，被引用，先写入`);
      },
      progress: (family, done, total) => {
        if (done === total || done % 50_000 === 0) console.log(`${family.title}（${family.id}）：${done} / ${total}`);
        // A large load builds the family's indexes after its bills (server/bills/table/bulk-load.ts).
        if (done === total && total >= BULK_LOAD_THRESHOLD) console.log(`${family.title}（${family.id}）：正在建立索引，每百万张约需一分钟…`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`已为 ${seedData.demo.company.name} 写入 ${families.length} 类单证，每类 ${options.bills} 张，用时 ${seconds} 秒`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('写入演示单证失败 / seeding bills failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
