// Where a keystroke's time goes, from a Chrome trace of the page's main thread (CDP Tracing):
// per keystroke, the milliseconds of script (the key's events and what they ran), style, layout,
// and each step of producing the frame (pre-paint, hit test, paint, layerize, commit). Used by
// `npm run bench:detail` with BENCH_DETAIL_TRACE=1; the raw trace is written beside the report
// (open it in chrome://tracing or the DevTools Performance panel).
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute'];

/** The frame steps reported, in the order the browser runs them. */
export const TRACE_STEPS = ['script', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'HitTest', 'Paint', 'Layerize', 'Commit'] as const;

export type KeystrokeCost = Record<(typeof TRACE_STEPS)[number], number>;

/** Runs `work` under a trace and answers the main thread's events. */
export async function traced(page: Page, work: () => Promise<unknown>): Promise<TraceEvent[]> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
  await session.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await work();
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.end');
  await complete;
  await session.detach();
  return events;
}

/** Average milliseconds a keystroke spends in each step (the renderer's main thread). */
export function keystrokeCost(events: readonly TraceEvent[], file?: string): KeystrokeCost {
  if (file) writeFileSync(file, JSON.stringify({ traceEvents: events }));
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const mine = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  const keys = mine.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown').length || 1;
  const total = (name: string) => mine.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
  // Script: the key events (keypress holds the text input and the input event, with their
  // handlers), less the style and layout the editing forces inside them (counted as such).
  const keyEvents = mine.filter((event) => event.name === 'EventDispatch' && ['keydown', 'keypress', 'keyup'].includes(event.args?.data?.type ?? ''));
  const inside = (outer: TraceEvent, inner: TraceEvent) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const forced = mine.filter((event) => (event.name === 'UpdateLayoutTree' || event.name === 'Layout') && keyEvents.some((key) => inside(key, event)));
  const script = (keyEvents.reduce((sum, event) => sum + (event.dur ?? 0), 0) - forced.reduce((sum, event) => sum + (event.dur ?? 0), 0)) / 1000;
  const cost = { script } as KeystrokeCost;
  for (const step of TRACE_STEPS) if (step !== 'script') cost[step] = total(step);
  for (const step of TRACE_STEPS) cost[step] /= keys;
  return cost;
}

export function costRow(name: string, cost: KeystrokeCost): string {
  const frame = TRACE_STEPS.filter((step) => step !== 'script').reduce((sum, step) => sum + cost[step], 0);
  return `  ${name.padEnd(22)} ${TRACE_STEPS.map((step) => `${step} ${cost[step].toFixed(2)}`).join('  ')}  (style to commit ${frame.toFixed(2)})`;
}
