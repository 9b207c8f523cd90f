// Helpers of the browser specs that prepare bills through the portal's API: calls with the
// signed-in page's token, a family's definition, and a bill made of the definition's required
// fields (dictionary fields take the dictionary's first code, numbers 100, texts their title).
import type { Page } from 'playwright-core';
import { headerRelationValues, lineRelationValues, type DataSchema } from '#core/definition/index.ts';

/** The demo company's id on the data exchange platform (BaseTransfer.dxpId, the envelope's SenderId). */
export const DXP_ID = 'DXPENT0000011351';

export interface Field {
  type?: string;
  title?: string;
  maxLength?: number;
  'x-dictionary'?: string;
}

export interface Definition {
  schema: {
    properties: Record<string, Field> & { lines?: { title: string; items: { properties: Record<string, Field>; required: string[] } } };
    required: string[];
  };
  ui: {
    api: Record<string, string> & { base: string; save: string; list: string };
    list: { columns: { field: string; link?: boolean }[] };
    customsRules?: { field: string; value: unknown }[];
  };
}

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/** POSTs `{ data }` to the portal and answers the whole envelope (a refusal is an answer too). */
export async function envelopeOf<T>(portalUrl: string, path: string, data: unknown, token: string): Promise<Envelope<T>> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as Envelope<T>;
}

/** POSTs `{ data }` and answers the envelope's data; anything but code 0 throws with the server's message. */
export async function call<T>(portalUrl: string, path: string, data: unknown, token: string): Promise<T> {
  const body = await envelopeOf<T>(portalUrl, path, data, token);
  if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

export function definitionOf(portalUrl: string, route: string, token: string): Promise<Definition> {
  return call<Definition>(portalUrl, '/api/enterprise/bill/definition', { route }, token);
}

/** The list's link column: the field that names a bill. */
export function linkField(definition: Definition): string {
  return (definition.ui.list.columns.find((column) => column.link) ?? definition.ui.list.columns[0]).field;
}

/** The definition's required fields of one row: dictionary fields their first code, numbers `number` (integers `integer`), texts their title. */
async function requiredValues(portalUrl: string, fields: Record<string, Field>, required: readonly string[], token: string, number: number, integer = number) {
  const row: Record<string, unknown> = {};
  for (const name of required) {
    const field = fields[name];
    if (field['x-dictionary']) {
      const items = await call<{ value: string }[]>(portalUrl, '/api/dictionary/item/queryByCode', { dicCode: field['x-dictionary'] }, token);
      row[name] = items[0].value;
    } else if (field.type === 'number' || field.type === 'integer') {
      row[name] = field.type === 'integer' ? integer : number;
    } else {
      row[name] = (field.title ?? name).slice(0, field.maxLength ?? 50);
    }
  }
  return row;
}

/** A header holding only the definition's required fields. */
export async function requiredHeader(portalUrl: string, definition: Definition, token: string): Promise<Record<string, unknown>> {
  return requiredValues(portalUrl, definition.schema.properties, definition.schema.required, token, 100);
}

/**
 * A bill that may be declared: the required header (with a 报文传输编号 dxpId where the family has one) and, for a family with lines, one line of the
 * required line fields (numbers `lineNumber`, integers such as 商品序号 1), with the totals its value relations give
 * (总价 = 数量 × 单价, 商品价格 = 各行总价之和).
 */
export async function requiredBill(portalUrl: string, definition: Definition, token: string, lineNumber = 1): Promise<Record<string, unknown>> {
  const header = await requiredHeader(portalUrl, definition, token);
  // Optional in the form (spec §3.25) but required by the message's BaseTransfer: a bill without
  // its 报文传输编号 is refused at 申报.
  if (definition.schema.properties.dxpId && header.dxpId === undefined) header.dxpId = DXP_ID;
  const lines = definition.schema.properties.lines;
  if (!lines) return header;
  const schema = definition.schema as unknown as DataSchema;
  const line = await requiredValues(portalUrl, lines.items.properties, lines.items.required, token, lineNumber, 1);
  Object.assign(line, lineRelationValues(schema, line, Object.keys(line)));
  return { ...header, ...headerRelationValues(schema, header, [line], null), lines: [line] };
}

/** Saves a bill of the list at `route` made of its required fields, its link field set to `number`. */
export async function saveBill(portalUrl: string, route: string, number: string, token: string): Promise<void> {
  const definition = await definitionOf(portalUrl, route, token);
  const bill = { ...(await requiredHeader(portalUrl, definition, token)), [linkField(definition)]: number };
  await call(portalUrl, `/api/enterprise${definition.ui.api.base}/${definition.ui.api.save}`, bill, token);
}

/** The total of the list at `route` without any condition: every bill of the company. */
export async function totalOf(portalUrl: string, route: string, token: string): Promise<number> {
  const { ui } = await definitionOf(portalUrl, route, token);
  const page = await call<{ total: number }>(portalUrl, `/api/enterprise${ui.api.base}/${ui.api.list}`, { pageIndex: 0, pageSize: 50 }, token);
  return page.total;
}
