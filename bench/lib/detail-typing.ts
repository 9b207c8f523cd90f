// How the detail benchmark types: at a typist's pace into a settled page, each key measured in
// the page (bench/detail-app/latencyProbe.ts) from keydown to the next frame painted.
import type { Page } from 'playwright-core';
import type { Keystrokes } from './detail-report.ts';
import { summarize } from './stats.ts';

/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/** A fast typist: some 10 keys a second. */
const TYPING_INTERVAL_MS = 100;

export interface KeystrokeSample {
  paint: number;
  work: number;
}

interface LatencyProbe {
  take(): KeystrokeSample[];
  until(count: number): Promise<void>;
}

/**
 * Waits until the page has settled after what the runner just did (half a second, then 20
 * frames in a row that came on time): a user moves to a field before the first key, and the
 * cost of switching modes or opening an editor is measured on its own. Without it the first
 * keys would land in the frames that paint and raster the page just switched to edit mode.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  // A string, so that the bundler's helpers never reach the page.
  await page.evaluate(`new Promise((resolve) => {
    let calm = 0;
    let last = performance.now();
    const started = last;
    const tick = (now) => {
      calm = now - last <= 20 ? calm + 1 : 0;
      last = now;
      if (calm >= 20 || now - started > 5000) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
}

/**
 * Types `count` characters into the focused element, one at a time, each measured to the next
 * paint, at the pace of a fast typist: a key every 100 ms plus a random part of a frame (keys do
 * not follow the display's frames). The runner waits for each sample without polling the page:
 * polling in animation frames would keep the page producing frames, so that every key would
 * wait for the display's next one, which a typist's keys do not.
 */
export async function typeMeasured(page: Page, count: number): Promise<Keystrokes> {
  return summarizeKeystrokes(await typeSamples(page, count));
}

/** The keystrokes' figures from samples (of one or several typeSamples runs). */
export function summarizeKeystrokes(samples: readonly KeystrokeSample[]): Keystrokes {
  return { paint: summarize(samples.map((sample) => sample.paint)), work: summarize(samples.map((sample) => sample.work)) };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The text typeSamples(page, count) types. */
export function typedText(count: number): string {
  return Array.from({ length: count }, (_, index) => LETTERS[index % LETTERS.length]).join('');
}

/** typeMeasured's keys, answering each key's sample (to paint, work). */
export async function typeSamples(page: Page, count: number): Promise<KeystrokeSample[]> {
  await page.evaluate(() => (window as unknown as { latency: LatencyProbe }).latency.take());
  const text = typedText(count);
  let last = Date.now();
  for (let index = 0; index < count; index += 1) {
    const pause = TYPING_INTERVAL_MS - (Date.now() - last) + Math.random() * FRAME_MS;
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    last = Date.now();
    await page.keyboard.press(text[index]);
    await page.evaluate((expected) => (window as unknown as { latency: LatencyProbe }).latency.until(expected), index + 1);
  }
  return page.evaluate(() => (window as unknown as { latency: LatencyProbe }).latency.take());
}
