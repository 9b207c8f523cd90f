// The playground's state: the definition picked, the two texts being edited, and — 300 ms after
// the last keystroke — the browser's checks, the preview of the last definition that built (kept
// while the text is broken: nothing is lost while typing) and, where the playground's own server
// runs, the full validate-schemas over the edited files.
import { useCallback, useEffect, useState } from 'react';
import type { Problem } from '../../../scripts/validate-schemas/problem.ts';
import { checkInBrowser, type BrowserCheck, type Preview } from './browserChecks.ts';
import { fileText, type DefinitionEntry } from './definitionFiles.ts';
import { runFullCheck } from './fullCheck.ts';

export const CHECK_DELAY_MS = 300;

export type FullCheck = { status: 'off' } | { status: 'running' } | { status: 'done'; problems: Problem[] } | { status: 'failed'; message: string };

export interface Edit {
  entry: DefinitionEntry;
  schemaText: string;
  uiText: string;
}

export interface PlaygroundState {
  edit: Edit;
  /** What the browser found in the text last checked. */
  problems: Problem[];
  /** The last definition that built, and how many have (the previews' key). */
  preview: Preview | null;
  previewVersion: number;
  /** The text last checked did not build: the preview shows an earlier one. */
  stale: boolean;
  full: FullCheck;
  pick(entry: DefinitionEntry): void;
  setSchemaText(text: string): void;
  setUiText(text: string): void;
}

function original(entry: DefinitionEntry): Edit {
  return { entry, schemaText: fileText(entry.schemaFile), uiText: fileText(entry.uiFile) };
}

interface Checked {
  /** The texts checked (the same object as the state's edit once checked). */
  edit: Edit;
  check: BrowserCheck;
  preview: Preview | null;
  version: number;
}

function advance(previous: Checked | null, edit: Edit): Checked {
  const check = checkInBrowser(edit.entry, edit);
  if (check.preview) return { edit, check, preview: check.preview, version: (previous?.version ?? 0) + 1 };
  // Another definition picked: its last good preview is not this one's.
  const same = previous?.preview && (previous.preview.kind === 'bill' ? previous.preview.definition.family : previous.preview.form.id) === edit.entry.id;
  return { edit, check, preview: same ? previous.preview : null, version: previous?.version ?? 0 };
}

export function usePlayground(initial: DefinitionEntry, fullCheckUrl?: string): PlaygroundState {
  const [checked, setChecked] = useState<Checked>(() => advance(null, original(initial)));
  const [edit, setEdit] = useState<Edit>(checked.edit);
  const [full, setFull] = useState<FullCheck>({ status: 'off' });

  useEffect(() => {
    const timer = setTimeout(() => setChecked((previous) => (previous.edit === edit ? previous : advance(previous, edit))), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edit]);

  useEffect(() => {
    if (!fullCheckUrl) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setFull({ status: 'running' });
      runFullCheck(fullCheckUrl, { [edit.entry.schemaFile]: edit.schemaText, [edit.entry.uiFile]: edit.uiText }, abort.signal).then(
        (problems) => setFull({ status: 'done', problems }),
        (error: unknown) => {
          if (!abort.signal.aborted) setFull({ status: 'failed', message: (error as Error).message });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [edit, fullCheckUrl]);

  const pick = useCallback((entry: DefinitionEntry) => {
    const next = original(entry);
    setEdit(next);
    setChecked((previous) => advance(previous, next));
  }, []);
  const setSchemaText = useCallback((schemaText: string) => setEdit((current) => ({ ...current, schemaText })), []);
  const setUiText = useCallback((uiText: string) => setEdit((current) => ({ ...current, uiText })), []);

  return {
    edit,
    problems: checked.check.problems,
    preview: checked.preview,
    previewVersion: checked.version,
    stale: checked.check.preview === null,
    full,
    pick,
    setSchemaText,
    setUiText,
  };
}
