// What the browser can check of an edited definition, in the order an analyst fixes things: the
// JSON syntax (line and column, core/definition/json-syntax.ts), the meta-schemas of
// schemas/meta, then the engine's own build (core's buildDefinition for a bill family, buildForm
// for a form). What builds is what the preview shows; the full validate-schemas (field tables,
// menu, dictionaries, states…) needs the tree and runs in `npm run playground`'s server only.
import { buildDefinition, DefinitionError, parseJsonText, type BillDefinition, type ParsedFiles } from '#core/definition/index.ts';
import { buildForm, type FormDefinition } from '#core/forms/index.ts';
import type { Problem } from '../../../scripts/validate-schemas/problem.ts';
import { DEFINITION_TEXTS, type DefinitionEntry } from './definitionFiles.ts';
import { metaProblems, type MetaSchemaFile } from './metaSchemas.ts';
import { MSG_BUILD_FAILED } from './playgroundMessages.ts';

export type Preview = { kind: 'bill'; definition: BillDefinition } | { kind: 'form'; form: FormDefinition };

export interface BrowserCheck {
  problems: Problem[];
  /** The definition built from the edited files; null when they do not build (the preview keeps the last one). */
  preview: Preview | null;
}

export interface EditedFiles {
  schemaText: string;
  uiText: string;
}

const META: Record<DefinitionEntry['kind'], { data: MetaSchemaFile; ui: MetaSchemaFile }> = {
  bill: { data: 'bill-data.schema.json', ui: 'bill-ui.schema.json' },
  form: { data: 'form-data.schema.json', ui: 'form-ui.schema.json' },
};

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder's files by name as the engine reads them, the edited ones put in. */
function parsedFolder(folder: string, edited: ReadonlyMap<string, unknown>): ParsedFiles {
  const files: Record<string, unknown> = {};
  for (const [path, text] of DEFINITION_TEXTS) {
    if (folderOf(path) !== folder) continue;
    const parsed = parseJsonText(text);
    if (parsed.ok) files[nameOf(path)] = parsed.value;
  }
  for (const [path, value] of edited) files[nameOf(path)] = value;
  return files;
}

function build(entry: DefinitionEntry, edited: ReadonlyMap<string, unknown>): Preview {
  const files = parsedFolder(folderOf(entry.uiFile), edited);
  return entry.kind === 'bill' ? { kind: 'bill', definition: buildDefinition(entry.id, files) } : { kind: 'form', form: buildForm(entry.id, files) };
}

export function checkInBrowser(entry: DefinitionEntry, { schemaText, uiText }: EditedFiles): BrowserCheck {
  const problems: Problem[] = [];
  const edited = new Map<string, unknown>();
  for (const [file, text, meta] of [
    [entry.schemaFile, schemaText, META[entry.kind].data],
    [entry.uiFile, uiText, META[entry.kind].ui],
  ] as const) {
    const parsed = parseJsonText(text);
    if (!parsed.ok) problems.push({ file, pointer: '', message: parsed.message });
    else {
      edited.set(file, parsed.value);
      problems.push(...metaProblems(file, parsed.value, meta));
    }
  }
  if (problems.length > 0) return { problems, preview: null };
  try {
    return { problems, preview: build(entry, edited) };
  } catch (error) {
    // A shape the meta-schemas let through but the engine cannot use still names the UI file.
    if (error instanceof DefinitionError) problems.push({ file: `${folderOf(entry.uiFile)}/${error.file}`, pointer: error.pointer, message: error.problem });
    else problems.push({ file: entry.uiFile, pointer: '', message: `${MSG_BUILD_FAILED}：${(error as Error).message}` });
    return { problems, preview: null };
  }
}
