// The waybill import of the apply page: the import number kept (the definition's "none",
// '-99999', until an import finishes), the upload and start, then the progress polled until the
// server says done or failed — the page stays usable meanwhile, with or without the dialog open.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '#core/forms/index.ts';
import type { ImportProgress, SubsidyCalls } from './subsidyApi.ts';
import { subsidyFeature } from '#core/subsidy/feature.ts';

/** How often a running import is asked for its progress. */
export const PROGRESS_POLL_MS = 500;

export interface WaybillImport {
  importNo: string;
  progress: ImportProgress | null;
  starting: boolean;
  /** Bumped when the imported rows changed (an import finished). */
  generation: number;
  start(file: File): Promise<void>;
  /** Everything imported was deleted: back to "none". */
  clear(): void;
  /** Forget a finished or failed import's progress (the dialog opens fresh). */
  reset(): void;
}

export function useWaybillImport(form: FormDefinition, calls: SubsidyCalls, initialImportNo?: string): WaybillImport {
  const settings = subsidyFeature(form).imports;
  const [importNo, setImportNo] = useState(initialImportNo ?? settings.none);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [starting, setStarting] = useState(false);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const watch = useCallback(
    (number: string) => {
      const ask = async () => {
        if (!live.current) return;
        try {
          const now = await calls.progress(form, number);
          if (!live.current) return;
          const next: ImportProgress = { ...now, rows: Number(now.rows ?? 0), errors: Array.isArray(now.errors) ? now.errors : [] };
          setProgress(next);
          if (next.state === 'running') {
            timer.current = setTimeout(() => void ask(), PROGRESS_POLL_MS);
            return;
          }
          if (next.state === 'done') {
            setImportNo(number);
            setGeneration((count) => count + 1);
          }
        } catch {
          // The HTTP layer has said why; ask again a little later (a lost answer is not a failed import).
          if (live.current) timer.current = setTimeout(() => void ask(), PROGRESS_POLL_MS * 4);
        }
      };
      void ask();
    },
    [calls, form],
  );

  const start = useCallback(
    async (file: File) => {
      setStarting(true);
      setProgress(null);
      try {
        const number = await calls.startImport(form, file);
        if (!live.current) return;
        setProgress({ state: 'running', rows: 0, errors: [] });
        watch(number);
      } catch {
        // The HTTP layer has said why (a refused file, a lost session); the dialog stays for another try.
      } finally {
        if (live.current) setStarting(false);
      }
    },
    [calls, form, watch],
  );

  const clear = useCallback(() => {
    setImportNo(settings.none);
    setProgress(null);
    setGeneration((count) => count + 1);
  }, [settings.none]);
  const reset = useCallback(() => setProgress((now) => (now?.state === 'running' ? now : null)), []);

  return { importNo, progress, starting, generation, start, clear, reset };
}
