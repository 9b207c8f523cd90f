// Everything `npx tsx scripts/validate-schemas.ts` checks, for one project root: the seed files
// against their meta-schemas plus the cross checks, then the bill definitions (schemas/bills) with
// their cross checks, then any other definition file.
import { createAjv } from './ajv-factory.ts';
import { isBillFile } from './bill-files.ts';
import type { TableCheckOptions } from './check-bill-tables.ts';
import { checkBills } from './check-bills.ts';
import { checkDefinitionFolders } from './check-definitions.ts';
import { checkDemo } from './check-demo.ts';
import { checkDocLinks } from './check-doc-links.ts';
import { SELLERS } from '#core/seed/demo-parties.ts';
import { checkDictionaries } from './check-dictionaries.ts';
import { checkForms, engineFormRoutes } from './check-forms.ts';
import { checkMenu, menuButtonCodes } from './check-menu.ts';
import { checkStates } from './check-states.ts';
import type { Problem } from './problem.ts';
import { loadSeedFile, SEED_FILES } from './seed-files.ts';
import type { DemoFile, DictionaryFile, MenuFile, StatesFile } from './seed-types.ts';

/** The e-commerce companies the demo bills use: the commerce demo company must be one of them. */
const DEMO_SELLER_CODES: ReadonlySet<string> = new Set(SELLERS.map((seller) => seller.code));

export interface ValidationReport {
  problems: Problem[];
  /** Seed files, their meta-schemas and definition files looked at. */
  filesChecked: number;
}

/** `options.referenceFolder`: the official message reference (default `<root>/schemas/reference/ceb-202205`). */
export function validateTree(root: string, options: TableCheckOptions = {}): ValidationReport {
  const ajv = createAjv('draft-07', true);
  const problems: Problem[] = [];

  const menu = loadSeedFile<MenuFile>(root, SEED_FILES.menu, ajv);
  problems.push(...menu.problems);
  if (menu.value) problems.push(...checkMenu(SEED_FILES.menu.file, menu.value, engineFormRoutes(root)));

  const dictionaries = loadSeedFile<DictionaryFile>(root, SEED_FILES.dictionaries, ajv);
  problems.push(...dictionaries.problems);
  if (dictionaries.value) problems.push(...checkDictionaries(SEED_FILES.dictionaries.file, dictionaries.value));

  const states = loadSeedFile<StatesFile>(root, SEED_FILES.states, ajv);
  problems.push(...states.problems);
  if (states.value) problems.push(...checkStates(SEED_FILES.states.file, states.value));

  const demo = loadSeedFile<DemoFile>(root, SEED_FILES.demo, ajv);
  problems.push(...demo.problems);
  // Without a valid menu the denied codes cannot be checked; the menu's own problems say why.
  if (demo.value) problems.push(...checkDemo(SEED_FILES.demo.file, demo.value, menu.value && menuButtonCodes(menu.value), DEMO_SELLER_CODES));

  const bills = checkBills(root, { menu: menu.value, dictionaries: dictionaries.value, states: states.value }, options);
  problems.push(...bills.problems);

  const definitions = checkDefinitionFolders(root, isBillFile);
  problems.push(...definitions.problems);

  const forms = checkForms(root, { dictionaries: dictionaries.value, states: states.value });
  problems.push(...forms.problems);

  problems.push(...checkDocLinks(root));

  const seedFiles = Object.keys(SEED_FILES).length * 2;
  return { problems, filesChecked: seedFiles + bills.files + definitions.files + forms.files };
}
