// The bill definitions against the field tables of schemas/tables (docs/definitions.md, "Field
// tables"): every family with a data schema has a table and every table a family; each row
// matches its field; the common limits hold; and, where the official message reference is at
// hand, no definition allows more than customs accepts.
import { join, relative, sep } from 'node:path';
import { listBillFiles } from './bill-files.ts';
import type { FamilyFiles, SharedFields } from './checked-files.ts';
import type { DictionaryValues } from './check-bill-data.ts';
import { checkCommonLimits } from './check-common-limits.ts';
import { messageMappingChecker } from './check-message-mapping.ts';
import { checkOfficialLimits } from './check-official-limits.ts';
import { checkTableRows } from './check-table-rows.ts';
import { loadFieldTables, tableFileOf, type LoadedTables } from './field-tables.ts';
import { loadOfficialReference, REFERENCE_FOLDER, type OfficialReference } from './official-limits.ts';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';
import { familyFields, type FamilyFields } from './table-fields.ts';
import type { FieldTable } from './table-types.ts';

export interface TableCheckOptions {
  /**
   * Folder of the official message reference ({export,import}-fields-202205.txt, xsd/); by
   * default `<root>/schemas/reference/ceb-202205`. When it does not exist the comparison with
   * the official limits is skipped.
   */
  referenceFolder?: string;
}

/** A UI file without a data schema that names a "source" is a view of that family. */
function uiMember(root: string, uiFile: string | undefined, member: 'source' | 'servedBy'): string | undefined {
  if (uiFile === undefined) return undefined;
  const read = readJsonFile(root, uiFile);
  const value = read.ok && typeof read.value === 'object' && read.value !== null ? (read.value as Record<string, unknown>)[member] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function viewSource(root: string, uiFile: string | undefined): string | undefined {
  return uiMember(root, uiFile, 'source');
}

function checkCoverage(root: string, tables: LoadedTables): Problem[] {
  const problems: Problem[] = [];
  const listing = listBillFiles(root);
  for (const [family, file] of tables.files) {
    if (listing.data.has(family)) continue;
    const pointer = tables.tables.has(family) ? '/family' : '';
    const source = viewSource(root, listing.ui.get(family));
    problems.push({
      file,
      pointer,
      message:
        source === undefined
          ? `单证族 "${family}" 没有定义：schemas/bills/${family}.schema.json 不存在`
          : `单证族 "${family}" 是 ${source} 的视图，没有自己的数据模式；字段写在 ${tableFileOf(source)}`,
    });
  }
  for (const [family, file] of listing.data) {
    // A feature's list stores nothing through the engine: its rows are the feature's answers
    // (docs/settlement.md), so there are no spec lengths to hold it to.
    if (uiMember(root, listing.ui.get(family), 'servedBy') !== undefined) continue;
    if (!tables.files.has(family)) {
      problems.push({
        file,
        pointer: '',
        message: `缺少字段表 ${tableFileOf(family)}（规格给出的字段长度、必填与字典，见 docs/definitions.md「Field tables」）`,
      });
    }
  }
  return problems;
}

function loadReference(root: string, folder: string, problems: Problem[]): OfficialReference | undefined {
  const loaded = loadOfficialReference(folder);
  if ('reference' in loaded) return loaded.reference;
  if ('problem' in loaded) problems.push({ file: relative(root, folder).split(sep).join('/'), pointer: '', message: loaded.problem });
  return undefined;
}

export function checkBillTables(
  root: string,
  bills: { families: readonly FamilyFiles[]; shared: SharedFields },
  options: TableCheckOptions = {},
  dictionaries?: DictionaryValues,
): { problems: Problem[]; files: number } {
  const tables = loadFieldTables(root);
  const problems = [...tables.problems, ...checkCoverage(root, tables)];
  const referenceFolder = options.referenceFolder ?? join(root, REFERENCE_FOLDER);
  const reference = loadReference(root, referenceFolder, problems);
  const checkMapping = messageMappingChecker(referenceFolder, dictionaries);
  const checked: Array<{ fields: FamilyFields; table?: FieldTable }> = [];
  for (const { family, data } of bills.families) {
    // A data schema that failed its meta-schema is left out (its own problems say why), and so
    // is a view, which borrows its source family's schema and is checked as that family.
    if (!data || data.value.$id !== family) continue;
    const fields = familyFields(data, bills.shared);
    const table = tables.tables.get(family);
    checked.push({ fields, table: table?.value });
    if (!table) continue;
    problems.push(...checkTableRows(table, fields));
    if (!reference) continue;
    const official = checkOfficialLimits(table, fields, reference);
    problems.push(...official);
    // The message mapping (check-message-mapping.ts) once the rows agree with the official message.
    if (official.length === 0) problems.push(...checkMapping(table, fields));
  }
  if (tables.common) problems.push(...checkCommonLimits(tables.common, checked));
  return { problems, files: tables.count };
}
