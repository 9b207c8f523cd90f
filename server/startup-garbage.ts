// The start-up leaves garbage behind: every definition read and built, validators compiled,
// migrations run, on a first start the demo data written. V8 keeps the heap it grew for that
// until some later collection, which an idle portal may not make for hours: the request thread
// held an old generation of ~100 MB of which ~55 MB was live. One full collection once the worker
// threads are warm and before the first request gives it back (~25 MB; issue 26 point 7). It needs
// node's --expose-gc, which `npm start` passes (SERVER_NODE_FLAGS); without it (tests under
// vitest) nothing happens.
export function collectStartupGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}
