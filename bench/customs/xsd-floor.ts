// The floor under every customs message the portal sends or receives: validating one message
// against the official XSD with libxml2, nothing else (no mapping, no signature, no files). Other
// benches call `validationsPerSecond` / `validationsPerSecondOffThread` to compare their figure with
// this one; `npx tsx bench/customs/xsd-floor.ts` prints it for the standard input — a CEB603
// inventory with 10 goods lines, built from the official sample — on the request thread and
// through the server's worker pool. Options: BENCH_SECONDS (3 per measurement, after a warm-up),
// BENCH_LINES (10), BENCH_IN_FLIGHT (8 off-thread validations waiting at once).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { loadConfig } from '../../server/config.ts';
import { validateCebXml } from '../../server/customs/xsd/ceb-validator.ts';
import { validateCebXmlOffThread } from '../../server/customs/xsd/off-thread.ts';
import { WorkerPool } from '../../server/workers/worker-pool.ts';

const CEB = 'http://www.chinaport.gov.cn/ceb';
const SAMPLE = new URL('../../schemas/reference/ceb-202205/samples/export/CEB603Message.xml', import.meta.url);

/**
 * The official CEB603 sample reduced to its first inventory, with `lines` goods lines cloned from
 * its list element (gnum 1…n), and with the sample's duplicated BaseTransfer removed so that the
 * message is valid (the benchmark measures the path of a message that passes).
 */
export function ceb603WithLines(lines = 10): string {
  // The official samples start with a byte-order mark, which libxml2 skips and xmldom refuses.
  const document = new DOMParser().parseFromString(readFileSync(SAMPLE, 'utf8').replace(/^\uFEFF/, ''), 'text/xml');
  const root = document.documentElement!;
  const children = (parent: Element, name: string): Element[] =>
    Array.from(parent.getElementsByTagNameNS(CEB, name)).filter((node) => node.parentNode === parent);
  const [inventory, ...otherInventories] = children(root, 'Inventory');
  for (const other of otherInventories) root.removeChild(other);
  for (const extra of children(root, 'BaseTransfer').slice(1)) root.removeChild(extra);
  const [line] = children(inventory!, 'InventoryList');
  for (let gnum = 2; gnum <= lines; gnum++) {
    const copy = line!.cloneNode(true) as Element;
    children(copy, 'gnum')[0]!.textContent = String(gnum);
    inventory!.appendChild(copy);
  }
  const xml = new XMLSerializer().serializeToString(document);
  const problems = validateCebXml(xml);
  if (problems.length > 0) throw new Error(`benchmark message is not valid: ${problems.map((problem) => problem.text).join('; ')}`);
  return xml;
}

/** Validations per second of `xml` on this thread, over about `seconds` (after a short warm-up). */
export function validationsPerSecond(xml: string | Uint8Array, seconds = 3): number {
  for (let i = 0; i < 50; i++) validateCebXml(xml);
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 20; i++) validateCebXml(xml);
    count += 20;
  }
  return count / ((performance.now() - start) / 1000);
}

/**
 * Validations per second of `xml` through a worker pool (validateCebXmlOffThread), `inFlight`
 * at once, over about `seconds` (after every worker has compiled the schemas).
 */
export async function validationsPerSecondOffThread(xml: string | Uint8Array, workers: WorkerPool, seconds = 3, inFlight = 8): Promise<number> {
  await Promise.all(Array.from({ length: inFlight * 4 }, () => validateCebXmlOffThread(xml, workers)));
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        await validateCebXmlOffThread(xml, workers);
        count++;
      }
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const lines = Number(process.env.BENCH_LINES ?? 10);
  const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 8);
  const xml = ceb603WithLines(lines);
  console.log(`CEB603, 1 inventory, ${lines} lines: ${Buffer.byteLength(xml)} bytes`);
  console.log(`request thread: ${validationsPerSecond(xml, seconds).toFixed(0)} validations/s`);
  const workers = new WorkerPool(loadConfig().workers);
  try {
    const rate = await validationsPerSecondOffThread(xml, workers, seconds, inFlight);
    console.log(`worker pool (${workers.threads} threads, ${inFlight} in flight): ${rate.toFixed(0)} validations/s`);
  } finally {
    await workers.close();
  }
}
