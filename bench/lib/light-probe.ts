// A light user while others search (issue "Hardening" 2): in its own process, so that the load
// generator's work does not delay it, it sends one light request after the other — the public
// key (no database) and a dictionary (token, session and one indexed read) in turn — every
// PROBE_INTERVAL_MS for PROBE_SECONDS, and answers the latencies over IPC.
const url = process.env.PROBE_URL;
const token = process.env.PROBE_TOKEN;
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const interval = Number(process.env.PROBE_INTERVAL_MS ?? 50);
if (!url || !token || !process.send) {
  console.error('light-probe.ts is started by list-api.ts (PROBE_URL, PROBE_TOKEN and IPC)');
  process.exit(1);
}

const samples: { publicKey: number[]; dictionary: number[]; failures: number } = { publicKey: [], dictionary: [], failures: 0 };

async function timed(kind: 'publicKey' | 'dictionary'): Promise<void> {
  const started = performance.now();
  const response =
    kind === 'publicKey'
      ? await fetch(`${url}/api/auth/public_key`)
      : await fetch(`${url}/api/dictionary/item/queryByCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ data: { dicCode: 'currency' } }),
        });
  const body = (await response.json()) as { code: number };
  if (response.status !== 200 || body.code !== 0) samples.failures += 1;
  else samples[kind].push(performance.now() - started);
}

const ends = Date.now() + seconds * 1000;
let turn = 0;
while (Date.now() < ends) {
  const next = performance.now() + interval;
  await timed(turn++ % 2 === 0 ? 'publicKey' : 'dictionary');
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
process.send(samples, () => process.exit(0));
export {};
