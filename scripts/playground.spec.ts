// `npm run playground`: the page is served, the validate endpoint answers what validate-schemas
// says of the tree with the posted files put in (a mistake only the full check sees: the order
// number longer than its field table allows), and a body over 1 MB is refused with 413.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type PlaygroundServer } from './playground/start-playground.ts';
import { MAX_BODY_BYTES, PLAYGROUND_VALIDATE_PATH } from './playground/validate-contract.ts';
import { formatProblem, type Problem } from './validate-schemas/problem.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ORDER_SCHEMA = 'schemas/bills/export-order.schema.json';
let playground: PlaygroundServer;

beforeAll(async () => {
  playground = await startPlayground({ root, port: 0 });
});

afterAll(async () => {
  await playground?.close();
});

const validate = (body: string) =>
  fetch(new URL(PLAYGROUND_VALIDATE_PATH, playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('npm run playground', () => {
  it('serves the playground page', async () => {
    const response = await fetch(playground.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers the full validate-schemas of the tree with the posted files put in', async () => {
    const text = readFileSync(`${root}/${ORDER_SCHEMA}`, 'utf8').replace('"title": "订单编号", "maxLength": 60', '"title": "订单编号", "maxLength": 61');
    const response = await validate(JSON.stringify({ files: { [ORDER_SCHEMA]: text } }));
    expect(response.status).toBe(200);
    const { problems } = (await response.json()) as { problems: Problem[] };
    expect(problems.map(formatProblem)).toContain(
      `${ORDER_SCHEMA}#/properties/orderNo/maxLength: maxLength 为 61，与字段表 schemas/tables/export-order.table.json#/rows/1 的 60（§3.15；必填 CEB303）不符`,
    );
    // The project's own file is untouched: the check ran over a copy.
    expect(readFileSync(`${root}/${ORDER_SCHEMA}`, 'utf8')).toContain('"title": "订单编号", "maxLength": 60');
  });

  it('refuses a file outside the definition folders', async () => {
    const response = await validate(JSON.stringify({ files: { 'package.json': '{}' } }));
    expect(response.status).toBe(400);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await validate(JSON.stringify({ files: { [ORDER_SCHEMA]: 'x'.repeat(MAX_BODY_BYTES) } }));
    expect(response.status).toBe(413);
  });
});
