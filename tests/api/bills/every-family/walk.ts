// The one server the generated test shares across every family: the real seed (accounts,
// menu, state lists, dictionaries), the definitions of schemas/bills, and a few demo bills of
// each family written by the seed's own generator (server/bills/seed), so that lists, filters
// and sorts have rows to work on. A family whose demo bills cannot be generated keeps the
// reason, and only its own tests fail with it.
import type { BillFamily } from '../../../../server/bills/family.ts';
import { NOT_SEEDED, seedDemoBills } from '../../../../server/bills/seed/seed-demo-bills.ts';
import { loadReferenceLinks } from '../../../../server/bills/seed/reference-links.ts';
import { Random } from '#core/seed/random.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../../../server/seed/seed-data.ts';
import { ORDER_API, startBillServer, type BillServer } from '../bill-harness.ts';
import { orderBody } from '../bill-fixtures.ts';
import { SCHEMA_DIR, apiPath, hasStateType, lifecycleOf, sourceOf } from './families.ts';
import { billMaker, type BillBody } from './valid-bill.ts';
import { rowsOf, wholeListBody, type BillRow } from './list-probes.ts';

export interface StateItem {
  state: string;
  name: string;
}

export interface Walk {
  server: BillServer;
  close(): Promise<void>;
  /** Values of a dictionary, in display order, as the portal serves them. */
  dictionary(code: string): Promise<string[]>;
  /** The family's state list as the portal serves it ([] without a state type). */
  states(family: BillFamily): Promise<StateItem[]>;
  /** Why the family's demo bills could not be written (null when they were). */
  seedError(family: BillFamily): string | null;
  /** Every bill of the family, as its list shows them (one large page, default sort). */
  rows(family: BillFamily): Promise<BillRow[]>;
  /** A maker of valid bodies for the family (the seed's generator). */
  maker(family: BillFamily): Promise<(serial: number) => BillBody>;
}

export async function startWalk(families: readonly BillFamily[], perFamily: number): Promise<Walk> {
  const server = await startBillServer({ billSchemaDir: SCHEMA_DIR });
  const company = (await loadSeedData(DEFAULT_SEED_DIR)).demo.company;
  const seedErrors = new Map<string, string>();
  // A view lists its source's bills: only families with their own definition get demo bills.
  // All at once; when that fails, family by family to find which one cannot be seeded.
  const own = families.filter((candidate) => sourceOf(candidate) === null).map((family) => family.id);
  try {
    await seedDemoBills(server.db, { schemaDir: SCHEMA_DIR, company, perFamily, families: own });
  } catch {
    for (const id of own) {
      try {
        await seedDemoBills(server.db, { schemaDir: SCHEMA_DIR, company, perFamily, families: [id] });
      } catch (error) {
        seedErrors.set(id, `demo bills of ${id} could not be written: ${(error as Error).message}`);
      }
    }
  }
  // 签名记录 are never demo data: declaring writes them. Declare export orders so that family has
  // records to list, open and act on.
  if (families.some((family) => NOT_SEEDED.has(family.id))) {
    for (let index = 0; index < perFamily; index += 1) {
      const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: `EO-WALK-SIGN-${index}` }));
      if (answer.body.code !== 0) throw new Error(`declaring an order for the sign records: ${answer.text.slice(0, 300)}`);
    }
  }
  const dictionaries = new Map<string, Promise<string[]>>();
  const dictionary = (code: string) => {
    if (!dictionaries.has(code)) {
      dictionaries.set(
        code,
        server.post<Array<{ value: string }>>('/api/dictionary/item/queryByCode', { dicCode: code }).then((answer) => {
          if (answer.body.code !== 0) throw new Error(`dictionary ${code}: ${answer.text}`);
          return answer.body.data.map((item) => item.value);
        }),
      );
    }
    return dictionaries.get(code)!;
  };
  const states = async (family: BillFamily): Promise<StateItem[]> => {
    if (!hasStateType(family)) return [];
    const answer = await server.post<Array<{ state: string; stateName: string }>>('/api/enterprise/state/list', family.definition.ui.stateType);
    if (answer.body.code !== 0) throw new Error(`state list of ${family.id}: ${answer.text}`);
    return answer.body.data.map((item) => ({ state: item.state, name: item.stateName }));
  };
  return {
    server,
    close: () => server.close(),
    dictionary,
    states,
    seedError: (family) => seedErrors.get(family.id) ?? null,
    rows: async (family) => {
      const answer = await server.post(apiPath(family, family.definition.ui.api.list), wholeListBody(family));
      const rows = rowsOf(family, answer.body.data);
      if (answer.body.code !== 0 || !rows) throw new Error(`list of ${family.id}: ${answer.text.slice(0, 500)}`);
      return rows;
    },
    maker: async (family) => {
      const values = new Map<string, string[]>();
      for (const code of family.dictionaryCodes) values.set(code, await dictionary(code));
      const listed = await states(family);
      const draft = lifecycleOf(family)?.states.draft ?? listed[0]?.state ?? '0';
      const random = new Random(615);
      const byId = new Map(families.map((candidate) => [candidate.id, candidate]));
      const links = await loadReferenceLinks(server.db, family, byId, company.code, random);
      return billMaker({ family, company, states: listed.length > 0 ? listed : [{ state: draft, name: draft }], dictionaries: values, links, random });
    },
  };
}
