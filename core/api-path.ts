// Where a family's calls go (spec §7), one function for the client that calls and the server that
// mounts the routes.
import type { BillDefinition } from './definition/index.ts';

/** Every business call of the portal goes under this prefix (spec §7). */
export const ENTERPRISE_API = '/api/enterprise';

/**
 * `/api/enterprise{api.base}/{subPath}`, or, for a sub-path that starts with "/",
 * `/api/enterprise{subPath}` — a call outside the family's base (e.g. a summary application made
 * from inventories). Every list, button and detail call uses this, and the server mounts them there.
 */
export function billApiPath(definition: BillDefinition, subPath: string): string {
  return subPath.startsWith('/') ? `${ENTERPRISE_API}${subPath}` : `${ENTERPRISE_API}${definition.ui.api.base}/${subPath}`;
}
