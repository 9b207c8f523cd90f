// One record of a family, by id: POST {api.base}/{api.detail} { id } (spec §7 "/sign/signData/
// findById (id)"). The id comes from the address; one that is not a bill id is not asked for.
import { useCallback, useEffect, useState } from 'react';
import type { BillDefinition } from '#core/definition/index.ts';
import { loadBill } from '../../engine/detail/detailApi.ts';
import type { RecordValue } from './recordFields.ts';

export type RecordState = { status: 'loading' } | { status: 'ready'; record: RecordValue } | { status: 'failed' };

export function recordIdOf(id: string | undefined): number | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function useRecord(definition: BillDefinition, id: string | undefined): RecordState & { retry(): void } {
  const [state, setState] = useState<RecordState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const recordId = recordIdOf(id);
  const askable = recordId !== undefined && Boolean(definition.ui.api.detail);

  // Another record (or a retry) shows the loading state again. Adjusted while rendering, as
  // React advises for state that follows props; the effect below only fetches.
  const [shown, setShown] = useState({ definition, recordId, attempt });
  if (shown.definition !== definition || shown.recordId !== recordId || shown.attempt !== attempt) {
    setShown({ definition, recordId, attempt });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    if (recordId === undefined || !askable) return undefined;
    let current = true;
    // No time window: a record page is addressed by its id alone.
    loadBill(definition, recordId, {}).then(
      (record) => current && setState({ status: 'ready', record }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [definition, recordId, askable, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return askable ? { ...state, retry } : { status: 'failed', retry };
}
