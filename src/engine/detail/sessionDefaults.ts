// Defaults of a new bill that come from the signed-in user (bill-families §3.14: agentCode and
// agentName default to the user's company). A field asks for one in the UI file:
// "agentCode": { "ui:sessionDefault": "companyCode" }; a field whose role is the same in every
// family says it in the data schema, once: the transmission company (传输企业代码/名称, §3.13)
// is the user's own, "x-sessionDefault": "companyCode" in _shared.schema.json (issue 11 point 9).
import type { UserInfo } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { headerFormSchema, headerFormUi } from '../form/formSchemas.ts';

const SOURCES = { companyCode: (user: UserInfo) => user.companyCode, companyName: (user: UserInfo) => user.companyName } as const;

export function sessionDefaults(definition: BillDefinition, user: UserInfo | null): Record<string, unknown> {
  const ui = headerFormUi(definition);
  const values: Record<string, unknown> = {};
  if (!user) return values;
  const properties = (headerFormSchema(definition).properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const name of new Set([...Object.keys(properties), ...Object.keys(ui)])) {
    const source = (ui[name] as Record<string, unknown> | null | undefined)?.['ui:sessionDefault'] ?? properties[name]?.['x-sessionDefault'];
    if (typeof source !== 'string' || !(source in SOURCES)) continue;
    const value = SOURCES[source as keyof typeof SOURCES](user);
    if (value) values[name] = value;
  }
  return values;
}
