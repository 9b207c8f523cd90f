import { useCallback, useEffect, useState } from 'react';
import type { BillDefinition } from '#core/definition/index.ts';
import { lookUpDefinition, type DefinitionQuery } from './billDefinitionSource.ts';

export type DefinitionState =
  { status: 'loading' } | { status: 'ready'; definition: BillDefinition } | { status: 'missing'; message: string } | { status: 'failed' };

/** The definition a query names, with a retry after a failed call (the HTTP layer said why). */
function useDefinitionLookup(by: 'route' | 'detailRoute', value: string): DefinitionState & { retry(): void } {
  const [state, setState] = useState<DefinitionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Another query (or a retry) shows the loading state again. Adjusted while rendering, as React
  // advises for state that follows props; the effect below only fetches.
  const request = `${by}\n${value}\n${attempt}`;
  const [shownRequest, setShownRequest] = useState(request);
  if (request !== shownRequest) {
    setShownRequest(request);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let current = true;
    const query: DefinitionQuery = by === 'route' ? { route: value } : { detailRoute: value };
    lookUpDefinition(query).then(
      (lookup) => current && setState(lookup),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [by, value, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The definition of the list at `route` (its menu uri). */
export function useBillDefinition(route: string): DefinitionState & { retry(): void } {
  return useDefinitionLookup('route', route);
}

/** The definition whose UI file names `detailRoute` (e.g. /sign/detail/{id}) as its detail page. */
export function useDetailRouteDefinition(detailRoute: string): DefinitionState & { retry(): void } {
  return useDefinitionLookup('detailRoute', detailRoute);
}
