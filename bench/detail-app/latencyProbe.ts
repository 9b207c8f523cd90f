// Input latency as the user feels it: from a keydown to the next frame painted after it
// (requestAnimationFrame, then a message posted from it runs after the paint). That includes
// waiting for the frame (up to 16.7 ms at 60 Hz), so the work a keystroke causes is measured
// too: from the keydown to the end of the input event's handlers and of the render they
// scheduled (the microtasks after the last listener).
export function installLatencyProbe(): void {
  const samples: number[] = [];
  const work: number[] = [];
  let keyAt = 0;
  window.addEventListener('keydown', () => void (keyAt = performance.now()), true);
  window.addEventListener('input', () => {
    const start = keyAt;
    queueMicrotask(() => queueMicrotask(() => work.push(performance.now() - start)));
  });
  const channel = new MessageChannel();
  let pending: number[] = [];
  channel.port1.onmessage = () => {
    const now = performance.now();
    for (const start of pending) samples.push(now - start);
    pending = [];
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        pending.push(start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  Object.assign(window, {
    latency: {
      take: () => samples.splice(0, samples.length),
      takeWork: () => work.splice(0, work.length),
      count: () => samples.length,
    },
  });
}

/** Records (window.firstRender) the time from start to the frame painted with all `selectors`. */
export function watchFirstRender(...selectors: string[]): void {
  const start = performance.now();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => Object.assign(window, { firstRender: performance.now() - start });
  const check = () => {
    if (selectors.every((selector) => document.querySelector(selector))) requestAnimationFrame(() => channel.port2.postMessage(null));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
