// The generated test (issue 5 "Tests"): it walks every bill definition in schemas/bills — the
// families the engine loads, views included — and checks each one through the API as a user
// would meet it. Nothing here names a family or one of its fields: what applies to a family is
// read from its definition (api paths, filters, sortable columns, lifecycle, buttons), so a
// family added to the folder is walked without touching this file.
// One server for the whole file (SQLite, or TEST_DATABASE=postgres), with a few demo bills of
// every family written by the seed's generator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, COMPANY, DECLARER } from './bill-harness.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import { parseRefersTo, REFERS_TO } from '../../../server/bills/seed/references.ts';
import { detailFor } from './seed-helpers.ts';
import { actionCallBody, billName, billToActOn } from './every-family/action-call.ts';
import { billSnapshot, setBillState, storedCounts } from './every-family/bill-state.ts';
import { differences } from './every-family/compare-bills.ts';
import { actionButtons, apiPath, lifecycleOf, loadFamilies } from './every-family/families.ts';
import { invalidCases, type InvalidKind } from './every-family/invalid-cases.ts';
import { defaultListCall, defaultTotalCall, filterProbe, orderProblem, rowsOf, searchFilters, wholeListBody } from './every-family/list-probes.ts';
import { wrongRefusals } from './every-family/save-refusals.ts';
import { startWalk, type Walk } from './every-family/walk.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { loadDictionaries } from '../../../server/bills/options/dictionaries.ts';
import { validateBill } from '../../../server/bills/validation/validate-bill.ts';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import { familyMessageOf } from '../../../server/customs/message/family-message.ts';
import { receiptDefinitionOf } from '../../../server/simulator/counterpart/receipt-message.ts';

const DEMO_BILLS = 12;
const loaded = loadFamilies();
let walk: Walk;
let serial = 9_000_000;

const post = (path: string, data: unknown, token?: string) => walk.server.post(path, data, token);

/** The bills to work on: the family's demo bills (fails with the seed's reason when it had none). */
async function billsOf(family: BillFamily) {
  const rows = await walk.rows(family);
  expect(rows.length > 0 ? null : walk.seedError(family), 'the family has bills to work on').toBeNull();
  return rows;
}

describe('the definition folder', () => {
  it('loads, and every UI file is a family the engine serves or a list a feature serves', () => {
    expect(loaded.error).toBeNull();
    expect([...loaded.families.map((family) => family.id), ...loaded.featureLists].sort()).toEqual(loaded.uiFiles);
    expect(loaded.featureLists.length).toBeGreaterThan(0);
  });
});

const INVALID_KINDS: Array<[InvalidKind, string]> = [
  ['required', 'a required field left out'],
  ['maxLength', 'a text longer than its limit'],
  ['digits', 'a number written with too many characters'],
  ['dictionary', "a value missing from the field's dictionary"],
];

describe.skipIf(loaded.families.length === 0)('every family', () => {
  beforeAll(async () => {
    walk = await startWalk(loaded.families, DEMO_BILLS);
  });
  afterAll(async () => walk?.close());
  for (const family of loaded.families) walkFamily(family);
});

/** Copies the bill a referring field's value names (same company) under another value of the referenced field. */
async function copyReferenced(field: FieldInfo, value: string, renamed: string): Promise<void> {
  const link = parseRefersTo(field.schema[REFERS_TO]);
  const target = link && loaded.families.find((candidate) => candidate.id === link.family);
  const column = target?.headFields.find((candidate) => candidate.name === link!.field)?.column;
  if (!target || !column) return;
  const db = dynamicDb(walk.server.db);
  const row = (await db.selectFrom(target.headTable).selectAll().where(column, '=', value).where('company_code', '=', COMPANY).executeTakeFirst()) as
    Record<string, unknown> | undefined;
  if (!row) return;
  const { id: _id, ...copy } = row;
  await db
    .insertInto(target.headTable)
    .values({ ...copy, [column]: renamed })
    .execute();
}

function walkFamily(family: BillFamily): void {
  const { api, list } = family.definition.ui;
  const lifecycle = lifecycleOf(family);

  describe(`${family.id} ${family.title}`, () => {
    it('lists with the default body for the main account and the sub-account alike', async () => {
      // The page's arrival body (default date window), then everything on one page.
      for (const body of [defaultListCall(family).body, wholeListBody(family)]) {
        const seen: unknown[][] = [];
        for (const account of [ADMIN, DECLARER]) {
          const answer = await post(apiPath(family, api.list), body, await walk.server.token(account));
          expect([answer.status, answer.body.code], `${account.loginName}: ${answer.text.slice(0, 300)}`).toEqual([200, 0]);
          const rows = rowsOf(family, answer.body.data);
          expect(rows, `${account.loginName}: list answer shape`).not.toBeNull();
          for (const row of rows!) {
            for (const column of list.columns) expect(Object.hasOwn(row, column.field), `column ${column.field}`).toBe(true);
          }
          seen.push(rows!.map((row) => row.id));
        }
        expect(seen[1], "the sub-account sees its company's bills").toEqual(seen[0]);
      }
    });

    it.skipIf(!api.stateCount)('counts the bills by state, adding up to the list total', async () => {
      const call = defaultListCall(family);
      const answer = await post(apiPath(family, api.stateCount!), { terms: call.body.terms });
      expect([answer.status, answer.body.code], answer.text.slice(0, 300)).toEqual([200, 0]);
      const counts = answer.body.data as Array<{ state: string; name: string; count: number }>;
      expect(Array.isArray(counts)).toBe(true);
      const listed = (await walk.states(family)).map((item) => [item.state, item.name]);
      expect(
        counts.slice(0, listed.length).map((item) => [item.state, item.name]),
        'every listed state, in list order',
      ).toEqual(listed);
      if (list.paging !== 'simple') {
        // The page's own total call (rows first, issue 26) and the spec's whole answer agree with the counts.
        const totalCall = defaultTotalCall(family)!;
        const total = await post(apiPath(family, api.list), totalCall.body);
        const page = await post(apiPath(family, api.list), { ...call.body, part: undefined });
        expect(counts.reduce((sum, item) => sum + item.count, 0)).toBe(total.body.data.total);
        expect(page.body.data.total).toBe(total.body.data.total);
      }
    });

    for (const search of searchFilters(family)) {
      it(`filters on ${search.field.name} (${search.filter.op})`, async () => {
        const rows = await billsOf(family);
        const choices = search.dictionary
          ? await walk.dictionary(search.dictionary)
          : search.field.system && search.field.column === 'state'
            ? (await walk.states(family)).map((item) => item.state)
            : null;
        const probe = filterProbe(search, rows, choices);
        const answer = await post(apiPath(family, api.list), wholeListBody(family, { terms: [probe.term] }));
        expect([answer.status, answer.body.code], `${JSON.stringify(probe.term)}: ${answer.text.slice(0, 300)}`).toEqual([200, 0]);
        const found = rowsOf(family, answer.body.data);
        expect(found, 'list answer shape').not.toBeNull();
        const strays = found!.filter((row) => !probe.matches(row)).map((row) => row[search.field.name]);
        expect(strays, `rows outside ${JSON.stringify(probe.term)}`).toEqual([]);
        if (probe.sample)
          expect(
            found!.map((row) => row.id),
            'the bill the value came from',
          ).toContain(probe.sample.id);
      });
    }

    it(`sorts by default on ${list.defaultSort.field} ${list.defaultSort.order}`, async () => {
      const answer = await post(apiPath(family, api.list), wholeListBody(family));
      expect([answer.status, answer.body.code], answer.text.slice(0, 300)).toEqual([200, 0]);
      const rows = rowsOf(family, answer.body.data)!;
      expect(
        orderProblem(
          rows.map((row) => row[list.defaultSort.field]),
          list.defaultSort.order,
        ),
      ).toBeNull();
    });

    for (const name of list.sortable) {
      it(`sorts on ${name} ascending and descending`, async () => {
        const all = await billsOf(family);
        const column = family.headFields.find((field) => field.name === name)?.column ?? name;
        for (const order of ['asc', 'desc'] as const) {
          const answer = await post(apiPath(family, api.list), wholeListBody(family, { sorts: [{ name: column, order }] }));
          expect([answer.status, answer.body.code], answer.text.slice(0, 300)).toEqual([200, 0]);
          const rows = rowsOf(family, answer.body.data)!;
          expect(rows).toHaveLength(all.length);
          expect(
            orderProblem(
              rows.map((row) => row[name]),
              order,
            ),
            `${column} ${order}`,
          ).toBeNull();
        }
      });
    }

    it.skipIf(!api.detail)("opens a bill's detail with the values it was saved with", async () => {
      if (api.save) {
        const body = (await walk.maker(family))((serial += 1));
        const saved = await post(apiPath(family, api.save), body);
        expect(saved.body.code, saved.text.slice(0, 500)).toBe(0);
        const detail = await post(apiPath(family, api.detail!), { id: saved.body.data.id });
        expect(detail.body.code, detail.text.slice(0, 300)).toBe(0);
        expect(differences(body, detail.body.data)).toEqual([]);
      } else {
        // Read-only family: a bill written by the demo seed, compared with what is stored.
        const [row] = await billsOf(family);
        const stored = (await detailFor(walk.server.db, family)).find((bill) => bill.id === row.id)!;
        const detail = await post(apiPath(family, api.detail!), { id: row.id });
        expect(detail.body.code, detail.text.slice(0, 300)).toBe(0);
        expect(differences(stored, detail.body.data)).toEqual([]);
      }
    });

    describe.skipIf(!api.save)('save', () => {
      it('saves a valid bill as a draft, which the list then shows', async () => {
        const body = (await walk.maker(family))((serial += 1));
        const before = await storedCounts(walk.server.db, family);
        const answer = await post(apiPath(family, api.save!), body);
        expect([answer.status, answer.body.code, answer.body.message], answer.text.slice(0, 500)).toEqual([200, 0, '保存成功！']);
        const { id, state } = answer.body.data;
        if (lifecycle) expect(state).toBe(lifecycle.states.draft);
        expect(await storedCounts(walk.server.db, family)).toEqual({ heads: before.heads + 1, lines: before.lines + (body.lines?.length ?? 0) });
        const listed = await post(apiPath(family, api.list), wholeListBody(family, { terms: [{ column: 'id', termType: 'eq', type: 'and', value: id }] }));
        expect(rowsOf(family, listed.body.data)?.map((row) => [row.id, row[family.link.name]])).toEqual([[id, body[family.link.name] ?? null]]);
      });

      // Customs answers through the transfer folders (server/simulator/counterpart): the message
      // leaves, the simulated customs answers into the inbox, the inbox reader applies the receipts.
      it.skipIf(!api.saveAndDeclare || !lifecycle || !receiptDefinitionOf(family) || !familyMessageOf(family))(
        'declared, gets its receipts from customs through the transfer folders',
        async () => {
          const body = (await walk.maker(family))((serial += 1));
          // A receipt finds its bill by the receipt keys: the first one made the walk's own, so no
          // demo bill shares them (收款单 by orderNo + ebcCode may pick an order a demo bill has).
          const [firstKey] = family.definition.ui.receipt!.keys;
          const keyField = family.headFields.find((field) => field.name === firstKey);
          if (keyField && typeof body[firstKey] === 'string') {
            const renamed = `W${serial}${String(body[firstKey])}`.slice(0, keyField.maxLength ?? 30);
            // A key that names another family's bill (x-refersTo) must still name one: a copy of it under the new number.
            await copyReferenced(keyField, String(body[firstKey]), renamed);
            body[firstKey] = renamed;
          }
          const answer = await post(apiPath(family, api.saveAndDeclare!), body);
          expect([answer.status, answer.body.code], answer.text.slice(0, 500)).toEqual([200, 0]);
          const { id, state } = answer.body.data;
          expect(state, 'moved by a receipt past 已申报').not.toBe(lifecycle!.states.declared);
          const receipts = await engineDb(walk.server.db)
            .selectFrom('receipt')
            .select(['return_status', 'message_guid'])
            .where('family', '=', family.id)
            .where('bill_id', '=', id)
            .execute();
          expect(receipts.length).toBeGreaterThan(0);
          expect(receipts.every((receipt) => receipt.message_guid !== null)).toBe(true);
          // The numbers customs assigns reach the bill's fields of that name (preNo at once, the
          // others once customs took the bill in: not on a returned bill).
          const returned = receipts.some((receipt) => receipt.return_status === '100');
          const head = (await dynamicDb(walk.server.db).selectFrom(family.headTable).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<
            string,
            unknown
          >;
          for (const name of receiptDefinitionOf(family)!.assigns) {
            const field = family.headFields.find((candidate) => candidate.name === name);
            if (!field || (returned && name !== 'preNo')) continue;
            expect(String(head[field.column] ?? ''), `${name} filled by the receipts`).not.toBe('');
          }
        },
      );

      for (const [kind, label] of INVALID_KINDS) {
        it(`refuses ${label} with the field's message, storing nothing`, async (context) => {
          const body = (await walk.maker(family))((serial += 1));
          const dictionaries = new Map<string, string[]>();
          for (const code of family.dictionaryCodes) dictionaries.set(code, await walk.dictionary(code));
          const checked = validateBill(family, body, await loadDictionaries(walk.server.db, family.dictionaryCodes));
          expect(checked.ok ? [] : checked.problems.map((problem) => problem.message), 'the generated bill is valid').toEqual([]);
          const cases = invalidCases(family, body, dictionaries).filter((item) => item.kind === kind);
          if (cases.length === 0) context.skip(`no field of ${family.id} allows ${label}`);
          const before = await storedCounts(walk.server.db, family);
          expect(await wrongRefusals(post, apiPath(family, api.save!), cases)).toEqual([]);
          expect(await storedCounts(walk.server.db, family)).toEqual(before);
        });
      }
    });

    for (const { button, action, rule } of actionButtons(family)) {
      it(`refuses 「${button.text}」 (${action}) from a state its lifecycle forbids, changing nothing`, async (context) => {
        const states = await walk.states(family);
        const forbidden = states.find((item) => !rule.from.includes(item.state));
        if (!forbidden) context.skip(`every state of ${family.id} allows ${action}`);
        const row = billToActOn(family, button, await billsOf(family))!;
        const id = Number(row.id);
        await setBillState(walk.server.db, family, id, forbidden!.state);
        const before = await billSnapshot(walk.server.db, family, id, loaded.families);
        const answer = await post(apiPath(family, button.path), actionCallBody(family, button, { ...row, state: forbidden!.state }));
        if (button.kind === 'collect' && button.byCondition === true) {
          // By condition the action takes only the matching bills it accepts: none here.
          expect([answer.body.code, answer.body.message], answer.text.slice(0, 300)).toEqual([-1, '当前查询条件下没有可以操作的单据']);
        } else {
          const reason = `当前状态「${forbidden!.name}」不允许${button.text}`;
          expect([answer.status, answer.body.code, answer.body.message], answer.text.slice(0, 300)).toEqual([200, -1, `${billName(family, row)}：${reason}`]);
          expect(answer.body.data?.bills).toEqual([{ id, name: billName(family, row), reason }]);
        }
        expect(await billSnapshot(walk.server.db, family, id, loaded.families)).toEqual(before);
      });
    }
  });
}
