// Heavy searches no two alike from 10 connections (autocannon) while a light user asks for light
// things (light-probe.ts, its own process): the light requests' p95 and the heavy throughput.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { concurrentLoad, type LoadFigures, type Target } from './load.ts';
import { summarize, type Summary } from './stats.ts';

export interface MixedFigures {
  heavy: LoadFigures;
  light: { all: Summary; publicKey: Summary; dictionary: Summary; failures: number };
}

interface ProbeSamples {
  publicKey: number[];
  dictionary: number[];
  failures: number;
}

function probe(url: string, token: string, seconds: number): Promise<ProbeSamples> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./light-probe.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, PROBE_URL: url, PROBE_TOKEN: token, PROBE_SECONDS: String(seconds), PROBE_INTERVAL_MS: '50' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message as ProbeSamples));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`light probe exited with ${code}`))));
  });
}

export async function mixedLoad(heavy: Target, baseUrl: string, connections: number, seconds: number): Promise<MixedFigures> {
  // The probe starts a moment after the load so that it measures under load only.
  const load = concurrentLoad(heavy, connections, seconds + 1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const samples = await probe(baseUrl, heavy.token, seconds);
  const figures = await load;
  return {
    heavy: figures,
    light: {
      all: summarize([...samples.publicKey, ...samples.dictionary]),
      publicKey: summarize(samples.publicKey),
      dictionary: summarize(samples.dictionary),
      failures: samples.failures,
    },
  };
}
