// Input latency as the user feels it: from a keydown (its event time, when the browser took the
// key) to the end of the next frame painted after it (requestAnimationFrame, then a message
// posted from it, which runs once that frame's rendering is done). A frame the page needs after
// being idle starts at once; one needed while frames are being produced waits for the display's
// next (up to 16.7 ms at 60 Hz), and that wait is part of what is measured. "work" is the
// script's share: keydown → the input event's handlers and the render they scheduled are done
// (the microtasks after the last listener).
export interface KeystrokeSample {
  paint: number;
  work: number;
}

export function installLatencyProbe(): void {
  const samples: KeystrokeSample[] = [];
  let keyAt = 0;
  let workEnd = 0;
  window.addEventListener(
    'keydown',
    (event) => {
      keyAt = event.timeStamp;
      workEnd = 0;
    },
    true,
  );
  window.addEventListener('input', () => {
    queueMicrotask(() => queueMicrotask(() => void (workEnd = performance.now())));
  });
  const channel = new MessageChannel();
  let pending: Array<{ start: number; work: () => number }> = [];
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  channel.port1.onmessage = () => {
    const now = performance.now();
    for (const { start, work } of pending) {
      const done = work();
      samples.push({ paint: now - start, work: done > 0 ? done - start : 0 });
    }
    pending = [];
    waiters = waiters.filter((waiter) => (samples.length >= waiter.count ? void waiter.resolve() : true));
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      // The work of this keystroke ends when its input event's render is done (read later).
      const work = () => (keyAt === start ? workEnd : 0);
      requestAnimationFrame(() => {
        pending.push({ start, work });
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  Object.assign(window, {
    latency: {
      take: () => samples.splice(0, samples.length),
      count: () => samples.length,
      /** Resolves once `count` samples are in (no polling, which would itself ask for frames). */
      until: (count: number) => new Promise<void>((resolve) => (samples.length >= count ? resolve() : waiters.push({ count, resolve }))),
    },
  });
}

const reached: Record<string, number> = {};

/**
 * Records in window.milestones, for each name, the time from `start()` to the end of the first
 * frame painted with all its selectors in the document. A mutation observer notices the
 * elements as soon as they are inserted, so a frame is never missed; it stops once every
 * milestone is reached.
 */
export function watchMilestones(milestones: Record<string, readonly string[]>, start: () => number): void {
  const waiting = new Set(Object.keys(milestones));
  const channel = new MessageChannel();
  let painting: string[] = [];
  channel.port1.onmessage = () => {
    const now = performance.now();
    for (const name of painting) reached[name] = now - start();
    painting = [];
    Object.assign(window, { milestones: { ...reached } });
  };
  const check = () => {
    const found = [...waiting].filter((name) => milestones[name].every((selector) => document.querySelector(selector)));
    if (found.length === 0) return;
    for (const name of found) waiting.delete(name);
    if (waiting.size === 0) observer.disconnect();
    requestAnimationFrame(() => {
      painting.push(...found);
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  check();
}

/** window.bench.afterNextClick(name, selectors): a milestone timed from the next click (e.g. 编辑). */
export function installClickMilestones(): void {
  Object.assign(window, {
    bench: {
      afterNextClick(name: string, selectors: readonly string[]) {
        let clickedAt = Number.NaN;
        window.addEventListener('click', (event) => void (clickedAt = event.timeStamp), { capture: true, once: true });
        watchMilestones({ [name]: selectors }, () => clickedAt);
      },
    },
  });
}
