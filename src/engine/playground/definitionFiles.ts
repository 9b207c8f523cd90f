// The definitions the playground offers, as their files' text (Vite's import.meta.glob, so the
// Storybook build and `npm run playground` both carry the tree as it is): every bill family of
// schemas/bills (a view, `source` in its UI file, is edited with its source's data schema) and
// every form of schemas/forms, each with the two files an analyst edits.

const billTexts = import.meta.glob<string>('../../../schemas/bills/*.json', { query: '?raw', import: 'default', eager: true });
const formTexts = import.meta.glob<string>('../../../schemas/forms/*.json', { query: '?raw', import: 'default', eager: true });

export type DefinitionKind = 'bill' | 'form';

export interface DefinitionEntry {
  kind: DefinitionKind;
  /** The family or form id (the files' stem). */
  id: string;
  /** What the picker shows: the title and the id. */
  label: string;
  /** Paths from the project root, as validate-schemas names them. */
  schemaFile: string;
  uiFile: string;
}

const SCHEMA_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';

/** 'schemas/bills/export-order.ui.json' for the glob key '../../../schemas/bills/export-order.ui.json'. */
function rootPath(key: string): string {
  return key.slice(key.indexOf('schemas/'));
}

function byPath(texts: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(texts).map(([key, text]) => [rootPath(key), text]));
}

/** Every definition file's text by its path from the project root. */
export const DEFINITION_TEXTS: ReadonlyMap<string, string> = new Map([...byPath(billTexts), ...byPath(formTexts)]);

function parsed(path: string): Record<string, unknown> {
  try {
    return JSON.parse(DEFINITION_TEXTS.get(path) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function titleOf(schemaFile: string, uiFile: string): string {
  const ui = parsed(uiFile);
  const title = typeof ui.title === 'string' ? ui.title : parsed(schemaFile).title;
  return typeof title === 'string' ? title : '';
}

function entriesOf(kind: DefinitionKind, folder: string): DefinitionEntry[] {
  const uiFiles = [...DEFINITION_TEXTS.keys()].filter((path) => path.startsWith(`${folder}/`) && path.endsWith(UI_SUFFIX)).sort();
  return uiFiles.map((uiFile) => {
    const id = uiFile.slice(folder.length + 1, -UI_SUFFIX.length);
    const source = kind === 'bill' ? parsed(uiFile).source : undefined;
    const schemaFile = `${folder}/${typeof source === 'string' ? source : id}${SCHEMA_SUFFIX}`;
    const title = titleOf(schemaFile, uiFile);
    return { kind, id, label: title ? `${title}（${id}）` : id, schemaFile, uiFile };
  });
}

/** Bill families first, then forms, each in file-name order. */
export const DEFINITION_ENTRIES: readonly DefinitionEntry[] = [...entriesOf('bill', 'schemas/bills'), ...entriesOf('form', 'schemas/forms')];

export function findEntry(kind: DefinitionKind, id: string): DefinitionEntry | undefined {
  return DEFINITION_ENTRIES.find((entry) => entry.kind === kind && entry.id === id);
}

/** A file's text as the tree has it ('' for a file that is not there). */
export function fileText(path: string): string {
  return DEFINITION_TEXTS.get(path) ?? '';
}
