// Helpers of the browser specs that prepare bills through the portal's API: calls with the
// signed-in page's token, a family's definition, and a bill made of the definition's required
// fields (dictionary fields take the dictionary's first code, numbers 100, texts their title).
import type { Page } from 'playwright-core';

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

/** A header holding only the definition's required fields. */
export async function requiredHeader(portalUrl: string, definition: Definition, token: string): Promise<Record<string, unknown>> {
  const { schema } = definition;
  const bill: Record<string, unknown> = {};
  for (const name of schema.required) {
    const field = schema.properties[name];
    if (field['x-dictionary']) {
      const items = await call<{ value: string }[]>(portalUrl, '/api/dictionary/item/queryByCode', { dicCode: field['x-dictionary'] }, token);
      bill[name] = items[0].value;
    } else if (field.type === 'number' || field.type === 'integer') {
      bill[name] = 100;
    } else {
      bill[name] = (field.title ?? name).slice(0, field.maxLength ?? 50);
    }
  }
  return bill;
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
