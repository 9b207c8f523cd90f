// A light user while others search (issue "Hardening" 2): in its own process, so that the load
// generator's work does not delay it, it sends one light request after the other — the public
// key (no database) and a dictionary (token, session and one indexed read) in turn, and a bill's
// detail when PROBE_DETAIL_PATH and PROBE_DETAIL_IDS name some — every PROBE_INTERVAL_MS for
// PROBE_SECONDS, or (PROBE_UNTIL_STOP=1) from its "ready" message until it is sent "stop", and
// answers the latencies over IPC.
const url = process.env.PROBE_URL;
const token = process.env.PROBE_TOKEN;
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const interval = Number(process.env.PROBE_INTERVAL_MS ?? 50);
const untilStopped = process.env.PROBE_UNTIL_STOP === '1';
const detailPath = process.env.PROBE_DETAIL_PATH;
const detailIds = (process.env.PROBE_DETAIL_IDS ?? '').split(',').filter(Boolean).map(Number);
if (!url || !token || !process.send) {
  console.error('light-probe.ts is started by list-api.ts (PROBE_URL, PROBE_TOKEN and IPC)');
  process.exit(1);
}

type Kind = 'publicKey' | 'dictionary' | 'detail';
const samples: Record<Kind, number[]> & { failures: number } = { publicKey: [], dictionary: [], detail: [], failures: 0 };
const kinds: Kind[] = ['publicKey', 'dictionary', ...(detailPath && detailIds.length > 0 ? (['detail'] as const) : [])];

function post(path: string, data: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
}

async function timed(kind: Kind, turn: number): Promise<void> {
  const started = performance.now();
  const response =
    kind === 'publicKey'
      ? await fetch(`${url}/api/auth/public_key`)
      : kind === 'dictionary'
        ? await post('/api/dictionary/item/queryByCode', { dicCode: 'currency' })
        : await post(detailPath!, { id: detailIds[turn % detailIds.length] });
  const body = (await response.json()) as { code: number };
  if (response.status !== 200 || body.code !== 0) samples.failures += 1;
  else samples[kind].push(performance.now() - started);
}

let stopped = false;
if (untilStopped) {
  process.on('message', (message) => {
    if (message === 'stop') stopped = true;
  });
  // One round untimed (the connection, the first statements), then ready.
  for (const kind of kinds) await timed(kind, 0);
  Object.assign(samples, { publicKey: [], dictionary: [], detail: [], failures: 0 });
  process.send('ready');
}
const ends = Date.now() + seconds * 1000;
let turn = 0;
while (untilStopped ? !stopped : Date.now() < ends) {
  const next = performance.now() + interval;
  await timed(kinds[turn % kinds.length], Math.floor(turn / kinds.length));
  turn += 1;
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
process.send(samples, () => process.exit(0));
export {};
