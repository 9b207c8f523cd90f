// Helpers of the date browser specs (issue 11 points 6 and 7): calls to the portal's API with the
// signed-in page's token, and a bill built from the definition's required fields.
import type { Page } from 'playwright-core';

interface Field {
  type?: string;
  title?: string;
  maxLength?: number;
  'x-dictionary'?: string;
}

interface Definition {
  schema: { properties: Record<string, Field>; required: string[] };
  ui: { api: { base: string; save: string; list: string }; list: { columns: { field: string; link?: boolean }[] } };
}

export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

export async function call<T>(portalUrl: string, path: string, data: unknown, token: string): Promise<T> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

/** Saves a bill of the list at `route` made of its required fields, its link field set to `number`. */
export async function saveBill(portalUrl: string, route: string, number: string, token: string): Promise<void> {
  const { schema, ui } = await call<Definition>(portalUrl, '/api/enterprise/bill/definition', { route }, token);
  const link = (ui.list.columns.find((column) => column.link) ?? ui.list.columns[0]).field;
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
  bill[link] = number;
  await call(portalUrl, `/api/enterprise${ui.api.base}/${ui.api.save}`, bill, token);
}

/** The total of the list at `route` without any condition: every bill of the company. */
export async function totalOf(portalUrl: string, route: string, token: string): Promise<number> {
  const { ui } = await call<Definition>(portalUrl, '/api/enterprise/bill/definition', { route }, token);
  const page = await call<{ total: number }>(portalUrl, `/api/enterprise${ui.api.base}/${ui.api.list}`, { pageIndex: 0, pageSize: 50 }, token);
  return page.total;
}
