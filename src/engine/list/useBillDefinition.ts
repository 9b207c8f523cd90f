import { useCallback, useEffect, useState } from 'react';
import type { BillDefinition } from '../definition/index.ts';
import { loadBillDefinition } from './billDefinitionSource.ts';

export type DefinitionState =
  | { status: 'loading' }
  | { status: 'ready'; definition: BillDefinition }
  | { status: 'missing'; message: string }
  | { status: 'failed' };

/** The definition of `route`, with a retry after a failed call (the HTTP layer said why). */
export function useBillDefinition(route: string): DefinitionState & { retry(): void } {
  const [state, setState] = useState<DefinitionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadBillDefinition(route).then(
      (lookup) => current && setState(lookup),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [route, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
