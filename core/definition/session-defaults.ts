// Defaults of a new bill that come from the signed-in user's company (bill-families §3.14:
// agentCode and agentName default to the user's company; §3.13: the transmission company is the
// user's own). A field asks for one in its UI file ("agentCode": { "ui:sessionDefault":
// "companyCode" }) or, for a role every family shares, once in the data schema
// ("x-sessionDefault" on copCode/copName in _shared.schema.json); the UI file's wins. The detail
// page fills a new bill with them, and a collect action the bills it makes: one rule for both.
import type { BillDefinition } from './types.ts';

export interface SessionCompany {
  companyCode?: string | null;
  companyName?: string | null;
  /** The approved filing's customs registration code (userInfo.customsRegistCode, docs/company-filing.md). */
  customsRegistCode?: string | null;
}

/**
 * Where a default may come from. customsRegistCode is the company's customs registration code once
 * its filing is approved, and its company code until then (a session without it).
 */
const SOURCES = ['companyCode', 'companyName', 'customsRegistCode'] as const;
type Source = (typeof SOURCES)[number];

function sourceOf(value: unknown): Source | undefined {
  return SOURCES.find((source) => source === value);
}

export function sessionDefaults(definition: BillDefinition, company: SessionCompany | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!company) return values;
  const form = (definition.ui.form ?? {}) as Record<string, unknown>;
  const properties = definition.schema.properties as Record<string, Record<string, unknown> | undefined>;
  for (const name of new Set([...Object.keys(properties), ...Object.keys(form)])) {
    const source = sourceOf((form[name] as Record<string, unknown> | null | undefined)?.['ui:sessionDefault'] ?? properties[name]?.['x-sessionDefault']);
    const value = source && (source === 'customsRegistCode' ? company.customsRegistCode || company.companyCode : company[source]);
    if (value) values[name] = value;
  }
  return values;
}
