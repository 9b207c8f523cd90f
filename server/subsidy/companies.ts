// The companies of an application (spec §3.5, §7 "Subsidy and reward"): the applicant is the
// caller's company (queryCompany), the receiving companies it may bind come from a seeded
// catalogue (schemas/seed/receiving-companies.json) plus every company of the portal (the demo
// companies among them), searched by name (queryRecCompany, at most MAX_REC_COMPANIES answers).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';

export const MAX_REC_COMPANIES = 50;
export const CATALOGUE_FILE = fileURLToPath(new URL('../../schemas/seed/receiving-companies.json', import.meta.url));

export interface RecCompany {
  recCompanyCode: string;
  recCompanyName: string;
}

let catalogue: RecCompany[] | null = null;

export function receivingCatalogue(): readonly RecCompany[] {
  catalogue ??= (JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as { companies: RecCompany[] }).companies;
  return catalogue;
}

/** Receiving companies whose name contains `name` (catalogue first, then the portal's companies). */
export async function findRecCompanies(db: Kysely<PortalDatabase>, name: string): Promise<RecCompany[]> {
  const wanted = name.trim();
  const found = receivingCatalogue().filter((company) => company.recCompanyName.includes(wanted));
  const seen = new Set(found.map((company) => company.recCompanyCode));
  const pattern = `%${wanted.replace(/[%_\\]/g, '')}%`;
  const portal = await db.selectFrom('company').select(['code', 'name']).where('name', 'like', pattern).orderBy('id').limit(MAX_REC_COMPANIES).execute();
  for (const company of portal) {
    if (seen.has(company.code)) continue;
    seen.add(company.code);
    found.push({ recCompanyCode: company.code, recCompanyName: company.name });
  }
  return found.slice(0, MAX_REC_COMPANIES);
}

/** The bound companies that are not receiving companies (by code, with the same name). */
export async function unknownRecCompanies(db: Kysely<PortalDatabase>, bound: readonly RecCompany[]): Promise<RecCompany[]> {
  const known = new Map(receivingCatalogue().map((company) => [company.recCompanyCode, company.recCompanyName]));
  const codes = bound.map((company) => company.recCompanyCode).filter((code) => !known.has(code));
  if (codes.length > 0) {
    for (const row of await db.selectFrom('company').select(['code', 'name']).where('code', 'in', codes).execute()) known.set(row.code, row.name);
  }
  return bound.filter((company) => known.get(company.recCompanyCode) !== company.recCompanyName);
}

/** The caller's company (the applicant). */
export async function applicant(db: Kysely<PortalDatabase>, companyCode: string): Promise<{ companyName: string; companyCode: string }> {
  const row = await db.selectFrom('company').select(['code', 'name']).where('code', '=', companyCode).executeTakeFirst();
  return { companyName: row?.name ?? '', companyCode };
}
