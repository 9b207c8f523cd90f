// Validation in a worker thread answers what the request thread would: the same problems for the
// same message, whether it comes as text or bytes, and the task runs in the worker pool.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { WorkerPool } from '../../workers/worker-pool.ts';
import { validateCebXml } from './ceb-validator.ts';
import { validateCebXmlOffThread, validateTransferXmlOffThread } from './off-thread.ts';

const samples = new URL('../../../schemas/reference/ceb-202205/samples/', import.meta.url);
const workers = new WorkerPool({ ...loadConfig({}).workers, threads: 2 });
afterAll(() => workers.close());

describe('validateCebXmlOffThread', () => {
  it('gives the problems the synchronous validator gives, in a worker thread', async () => {
    const valid = readFileSync(new URL('import/CEB621Message.xml', samples));
    const broken = valid.toString('utf8').replace(/<ceb:orderNo>[^<]*</, `<ceb:orderNo>${'A'.repeat(61)}<`);
    const knownInvalid = readFileSync(new URL('export/CEB792Message.xml', samples), 'utf8');

    const started = workers.started.validateCustomsXml ?? 0;
    const answers = await Promise.all([
      validateCebXmlOffThread(valid, workers),
      validateCebXmlOffThread(broken, workers),
      validateCebXmlOffThread(knownInvalid, workers),
    ]);

    expect(answers[0]).toEqual([]);
    expect(answers[1]).toEqual(validateCebXml(broken));
    expect(answers[1]).toMatchObject([{ element: 'orderNo', text: '报文元素 orderNo 长度超过 60（现为 61）' }]);
    expect(answers[2]).toEqual(validateCebXml(knownInvalid));
    expect(workers.started.validateCustomsXml).toBe(started + 3);
  });

  it('refuses malformed XML and an envelope-less message with problems, not a failed task', async () => {
    expect(await validateCebXmlOffThread('<ceb:CEB311Message', workers)).toMatchObject([{ element: null }]);
    expect(await validateTransferXmlOffThread(readFileSync(new URL('import/CEB311Message.xml', samples)), workers)).toMatchObject([
      { element: 'CEB311Message' },
    ]);
  });
});
