// What a fresh portal writes besides the seed files (server/main.ts, first start only): demo bills
// of every family, the settlement demo, news and notices, demo subsidy applications. A demo company
// started without a filing (PORTAL_DEMO_FILING=0) is a new company: it has declared nothing yet,
// so it gets no bills, no settlement and no subsidy applications (issue 23 point 8); the news and
// notices are everyone's and are written all the same.
import type { PortalConfig } from '../config.ts';
import type { PortalDb } from '../db/connect.ts';
import { seedDemoBills } from '../bills/seed/seed-demo-bills.ts';
import { billSettings } from '../bills/settings.ts';
import { seedDemoContent } from '../content/demo-content.ts';
import { seedDemoSettlement } from '../settlement/demo.ts';
import { seedDemoSubsidies } from '../subsidy/demo.ts';
import type { SeedData } from './seed-data.ts';

/** Demo bills written per family, or 0 when the demo company starts as a new company. */
export function demoBillsOf(config: Pick<PortalConfig, 'demoBills' | 'demoFiling'>): number {
  return config.demoFiling ? config.demoBills : 0;
}

export async function writeDemoData(db: PortalDb, seedData: SeedData, config: PortalConfig): Promise<void> {
  const files = { dir: config.filesDir };
  const company = seedData.demo.company;
  const perFamily = demoBillsOf(config);
  // Every family with some bills, linked as the seed links them (an inventory names an existing
  // order and waybill); `npm run seed` adds more.
  if (perFamily > 0) {
    const schemaDir = billSettings(config).billSchemaDir;
    await seedDemoBills(db, { schemaDir, company, perFamily, files });
    // Released inventories of each commerce company and an application in each state: demo bills too.
    const commerce = (seedData.demo.otherCompanies ?? []).filter((other) => other.role === 'commerce').map((other) => other.company);
    await seedDemoSettlement(db, { schemaDir, agent: company, commerce, files });
  }
  // News and notices for the home page and the lists (docs/content.md).
  if (config.demoContent) await seedDemoContent(db, { dir: config.filesDir });
  // Demo subsidy applications (one verified with results), so /rewardApplication is not empty.
  if (config.demoFiling) await seedDemoSubsidies(db, company);
}
