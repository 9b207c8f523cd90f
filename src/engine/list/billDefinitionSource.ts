// The definition of a bill page, from the server (which resolves the schema's $refs):
// POST /api/enterprise/bill/definition { route } (or { detailRoute } for a family's own detail
// route, e.g. /sign/detail/{id}) → { schema, ui, customsMessage? }. A route without a definition
// answers -1000 (该页面尚未配置单据定义, left to the caller): the page stays "under construction".
// Definitions change only with a deployment, so each route is asked once per page load.
import { MSG_NO_DEFINITION } from '#core/messages.ts';
import { post } from '../../http/index.ts';
import type { BillDefinition, DataSchema, UiDefinition } from '#core/definition/index.ts';

export const BILL_DEFINITION_PATH = '/api/enterprise/bill/definition';

export type DefinitionLookup = { status: 'ready'; definition: BillDefinition } | { status: 'missing'; message: string };

interface DefinitionAnswer {
  schema: DataSchema;
  ui: UiDefinition;
  /** The customs message of a family declared in one (CEB303…). */
  customsMessage?: unknown;
}

const lookups = new Map<string, Promise<DefinitionLookup>>();

function isDefinitionAnswer(value: unknown): value is DefinitionAnswer {
  const answer = value as Partial<DefinitionAnswer> | null;
  return Boolean(answer?.schema?.properties && answer.ui?.list && answer.ui.api && Array.isArray(answer.ui.buttons));
}

/** What a definition is looked up by: a list route (menu uri), or a detail route such as /sign/detail/{id}. */
export type DefinitionQuery = { route: string } | { detailRoute: string };

async function fetchDefinition(query: DefinitionQuery): Promise<DefinitionLookup> {
  const answer = await post<unknown>(BILL_DEFINITION_PATH, query, { envelope: true });
  if (answer.code !== 0) return { status: 'missing', message: answer.message || MSG_NO_DEFINITION };
  if (!isDefinitionAnswer(answer.data)) return { status: 'missing', message: MSG_NO_DEFINITION };
  const { schema, ui, customsMessage } = answer.data;
  return {
    status: 'ready',
    definition: { family: ui.family, schema, ui, ...(typeof customsMessage === 'string' && customsMessage !== '' ? { customsMessage } : {}) },
  };
}

/** The definition a query names; a failed call (network, server error) is not remembered. */
export function lookUpDefinition(query: DefinitionQuery): Promise<DefinitionLookup> {
  const key = JSON.stringify(query);
  const known = lookups.get(key);
  if (known) return known;
  const lookup = fetchDefinition(query);
  lookups.set(key, lookup);
  lookup.catch(() => lookups.delete(key));
  return lookup;
}

/** The definition of a list route (e.g. /bill/export/order, /archive). */
export function loadBillDefinition(route: string): Promise<DefinitionLookup> {
  return lookUpDefinition({ route });
}

/** Forgets every loaded definition (tests; a session change). */
export function forgetBillDefinitions(): void {
  lookups.clear();
}
