// Per-tab cache of option answers (dictionaries, state options: §3.8, §7.2). The answers change
// only with a deployment, and a list page asks for a dozen of them; one request per tab is enough.
// Identical calls made while the first is still running share it.

const PREFIX = 'http-cache:';
const inFlight = new Map<string, Promise<unknown>>();

export function cacheKey(path: string, body: unknown): string {
  return `${PREFIX}${path}:${JSON.stringify(body ?? null)}`;
}

/**
 * The stored answer for (path, body), else the result of `load()`, stored on success. A failed
 * load stores nothing, so the next call asks again.
 */
export function cachedCall<T>(path: string, body: unknown, load: () => Promise<T>): Promise<T> {
  const key = cacheKey(path, body);
  const stored = readStored<T>(key);
  if (stored !== undefined) return Promise.resolve(stored);

  const running = inFlight.get(key);
  if (running) return running as Promise<T>;

  const call = load()
    .then((value) => {
      store(key, value);
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}

/** Drops every cached answer of this tab (the session's end clears all of sessionStorage). */
export function clearHttpCache(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}

function readStored<T>(key: string): T | undefined {
  const text = sessionStorage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    sessionStorage.removeItem(key);
    return undefined;
  }
}

function store(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the answer is still returned, just not kept.
  }
}
