// The bill definitions of schemas/bills: each file against its meta-schema, then the cross checks
// between a family's two files and against the seed data (menu, dictionaries, states). A check
// that needs a file which is missing or failed its own validation is skipped; that file's
// problems already say what to fix first.
import { headerFields, lineFields } from './bill-fields.ts';
import type { UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { checkBillClaims } from './check-bill-claims.ts';
import { checkBillData, checkSharedFields, dictionaryValues } from './check-bill-data.ts';
import { checkBillLifecycle } from './check-bill-lifecycle.ts';
import { checkBillList } from './check-bill-list.ts';
import { checkBillMenu } from './check-bill-menu.ts';
import { checkBillRefs } from './check-bill-refs.ts';
import { checkBillTables, type TableCheckOptions } from './check-bill-tables.ts';
import { checkBillUiFields } from './check-bill-ui-fields.ts';
import { checkDeclareLines } from './check-declare-lines.ts';
import { checkValueKinds } from './check-value-kinds.ts';
import { checkValueRelations } from './check-value-relations.ts';
import { loadBills } from './load-bills.ts';
import type { Problem } from './problem.ts';
import type { DictionaryFile, MenuFile, StatesFile } from './seed-types.ts';

/** Seed files that passed their own checks; an absent one disables the checks against it. */
export interface SeedContext {
  menu?: MenuFile;
  dictionaries?: DictionaryFile;
  states?: StatesFile;
}

export function checkBills(root: string, seeds: SeedContext, options: TableCheckOptions = {}): { problems: Problem[]; files: number } {
  const loaded = loadBills(root);
  const problems = [...loaded.problems];
  const dictionaries = seeds.dictionaries && dictionaryValues(seeds.dictionaries);
  if (typeof loaded.shared === 'object') problems.push(...checkSharedFields(loaded.shared, dictionaries));
  const uis: Array<Checked<UiDefinition>> = [];
  const kindsReported = new Set<string>();
  const relationsReported = new Set<string>();
  for (const family of loaded.families) {
    const { data, ui } = family;
    if (data) problems.push(...checkBillData(data, loaded.shared, dictionaries));
    problems.push(...checkDeclareLines(family));
    if (data && typeof loaded.shared === 'object') {
      const [header, lines] = [headerFields(data, loaded.shared), lineFields(data, loaded.shared)];
      problems.push(...checkValueKinds(data, header, lines, kindsReported));
      problems.push(...checkValueRelations(data, header, lines, relationsReported));
    }
    if (!ui) continue;
    uis.push(ui);
    const header = data && headerFields(data, loaded.shared);
    if (data && header) problems.push(...checkBillUiFields(ui, data.file, header, lineFields(data, loaded.shared)));
    problems.push(...checkBillList(ui, header, dictionaries));
    problems.push(...checkBillLifecycle(ui, seeds.states));
  }
  if (seeds.menu) for (const ui of uis) problems.push(...checkBillMenu(ui, seeds.menu, uis));
  problems.push(...checkBillClaims(uis));
  problems.push(...checkBillRefs(loaded.families, loaded.shared));
  const tables = checkBillTables(root, loaded, options, dictionaries);
  problems.push(...tables.problems);
  return { problems, files: loaded.files + tables.files };
}
