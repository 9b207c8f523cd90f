// Defaults of a new bill that come from the signed-in user (bill-families §3.14: agentCode and
// agentName default to the user's company). A field asks for one in the UI file:
// "agentCode": { "ui:sessionDefault": "companyCode" }.
import type { UserInfo } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { headerFormUi } from '../form/formSchemas.ts';

const SOURCES = { companyCode: (user: UserInfo) => user.companyCode, companyName: (user: UserInfo) => user.companyName } as const;

export function sessionDefaults(definition: BillDefinition, user: UserInfo | null): Record<string, unknown> {
  const ui = headerFormUi(definition);
  const values: Record<string, unknown> = {};
  if (!user) return values;
  for (const [name, fieldUi] of Object.entries(ui)) {
    const source = (fieldUi as Record<string, unknown> | null)?.['ui:sessionDefault'];
    if (typeof source !== 'string' || !(source in SOURCES)) continue;
    const value = SOURCES[source as keyof typeof SOURCES](user);
    if (value) values[name] = value;
  }
  return values;
}
