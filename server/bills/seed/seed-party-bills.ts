// Demo bills of one family that a feature's demo data needs in a given shape (the settlement demo's
// released inventories of a commerce company): written like every demo bill (generate-bills.ts:
// each value from its field's kind, x-refersTo links to bills already written), with some parties
// fixed (ebc → the commerce company), only in the given states, of a given age and in one currency.
import type { PortalDb } from '../../db/connect.ts';
import type { BillFamily } from '../family.ts';
import { IN_DATABASE, type FilePlace } from '../files/file-store.ts';
import { loadStateList } from '../options/states.ts';
import { storeDemoDocuments } from './demo-documents.ts';
import type { Party } from '#core/seed/demo-parties.ts';
import { commonCurrencies, type FamilySeed } from './generate-bills.ts';
import { insertDemoBills } from './insert-bills.ts';
import type { Random } from '#core/seed/random.ts';
import { loadReferenceLinks } from './reference-links.ts';
import { dictionaryValues } from './seed-demo-bills.ts';

export interface PartyBillOptions {
  /** Every seedable family (loadSeedableFamilies): the links read the referenced ones. */
  families: readonly BillFamily[];
  family: string;
  /** The company that declared them (company_code, cop…, agent…). */
  company: Party;
  count: number;
  /** Parties fixed by field prefix, e.g. ebc → the commerce company. */
  parties: ReadonlyMap<string, Party>;
  /** States the bills are spread over (codes of the family's state list). */
  states: readonly string[];
  /** Age of the bills in ms, [least, most]. */
  ageMs: readonly [number, number];
  /** The currency of every bill; absent: one of the family's common currencies, picked once. */
  currency?: string;
  /** Bulk lots: each line's quantities multiplied by this. */
  quantityFactor?: number;
  random: Random;
  now: number;
  files?: FilePlace;
}

export interface PartyBills {
  ids: number[];
  /** The currency they are in (pass it to the next call for bills of the same currency). */
  currency: string | undefined;
}

export async function seedPartyBills(db: PortalDb, options: PartyBillOptions): Promise<PartyBills> {
  const family = options.families.find((each) => each.id === options.family);
  if (!family) throw new Error(`demo bills: no family ${options.family}`);
  const byId = new Map(options.families.map((each) => [each.id, each]));
  const stateList = await loadStateList(db, family);
  const states = stateList.states.filter(({ state }) => options.states.includes(state));
  if (states.length === 0) throw new Error(`demo bills: ${family.id} has none of the states ${options.states.join(', ')}`);
  const dictionaries = await dictionaryValues(db, family);
  const currency = options.currency ?? pickCurrency(family, dictionaries, options.random);
  const seed: FamilySeed = {
    family,
    random: options.random,
    company: options.company,
    states,
    dictionaries,
    now: options.now,
    links: await loadReferenceLinks(db, family, byId, options.company.code, options.random),
    documents: await storeDemoDocuments(db, family, options.company.code, options.random, options.files ?? IN_DATABASE, options.now),
    parties: options.parties,
    ageMs: options.ageMs,
    currency,
    quantityFactor: options.quantityFactor,
  };
  return { ids: await insertDemoBills(db, seed, options.count), currency };
}

function pickCurrency(family: BillFamily, dictionaries: ReadonlyMap<string, readonly string[]>, random: Random): string | undefined {
  const currencies = commonCurrencies(family, dictionaries);
  return currencies.length > 0 ? random.pick(currencies) : undefined;
}
