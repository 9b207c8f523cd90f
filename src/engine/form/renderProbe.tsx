// Counts renders of the engine's field widgets and grid cells, for the render-cost specs and
// the benchmark (react-jsonschema-form's habit: guard performance by work done, not by time).
// Without a probe in the tree the hook reads a context and does nothing else.
import { createContext, useContext, type ReactNode } from 'react';

export interface RenderProbe {
  /** One call per render of a widget (`field:{name}`) or a grid cell (`cell:{rowKey}:{field}`). */
  rendered(kind: 'field' | 'cell', key: string): void;
}

export const ProbeContext = createContext<RenderProbe | null>(null);

export function RenderProbeProvider({ probe, children }: { probe: RenderProbe; children: ReactNode }) {
  return <ProbeContext.Provider value={probe}>{children}</ProbeContext.Provider>;
}

export function useRenderProbe(kind: 'field' | 'cell', key: string): void {
  useContext(ProbeContext)?.rendered(kind, key);
}

/** A probe that counts renders per key, for specs and the benchmark. */
export function countingProbe(): RenderProbe & { counts: Map<string, number>; count(kind: string, key: string): number; reset(): void } {
  const counts = new Map<string, number>();
  return {
    counts,
    rendered: (kind, key) => void counts.set(`${kind}:${key}`, (counts.get(`${kind}:${key}`) ?? 0) + 1),
    count: (kind, key) => counts.get(`${kind}:${key}`) ?? 0,
    reset: () => counts.clear(),
  };
}
