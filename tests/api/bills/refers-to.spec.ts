// Issue 25 point 4, links are real: a field with x-refersTo that has a value names an existing bill
// of the referenced family of the caller's company — or the save is refused with the problem at the
// field, and the declare (a batch too) is refused naming each bill. Customs (the simulator) returns
// a message whose referenced document it has not got (100 海关退单 with the reason). The families
// and fields come from the definitions (the first family whose header refers to two others, as an
// inventory names its order and its waybill). Runs on SQLite and, with TEST_DATABASE=postgres, on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { referencesOf, type Reference } from '../../../server/bills/seed/references.ts';
import { OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { actionButtons, apiPath } from './every-family/families.ts';
import { familyOf, linksFor, saveLinked, validBody } from './linked-bills.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

/** The first family that declares, has a message and whose header refers to two families. */
function referring(): { family: BillFamily; references: Reference[] } {
  for (const family of server.app.bills.families) {
    const references = referencesOf(family).filter((reference) => reference.part === 'head');
    const declares = family.definition.ui.api.saveAndDeclare && family.definition.ui.lifecycle.actions.declare;
    if (declares && new Set(references.map((reference) => reference.family)).size >= 2) return { family, references };
  }
  throw new Error('no family refers to two others');
}

const missing = (reference: Reference, value: string) => `${reference.from.title}「${value}」不存在：请先录入该${familyOf(server, reference.family).title}`;

const savePath = (family: BillFamily) => `${family.basePath}/${family.definition.ui.api.save}`;
const declarePath = (family: BillFamily) => `${family.basePath}/${family.definition.ui.api.saveAndDeclare}`;

describe('issue 25 point 4: a link names a bill of the company', () => {
  it('refuses a save whose reference names no bill, the problem at the field by its title', async () => {
    const { family, references } = referring();
    const { values } = await linksFor(server, family, 2501);
    const last = references[references.length - 1];
    const body = { ...(await validBody(server, family, 2501)), ...values, [last.from.name]: 'NOPE-2501' };
    const answer = await server.post(savePath(family), body);
    expect([answer.status, answer.body.message]).toEqual([400, missing(last, 'NOPE-2501')]);
    expect(answer.body.data.errors).toEqual([
      { path: last.from.name, field: last.from.name, title: last.from.title, message: missing(last, 'NOPE-2501'), text: missing(last, 'NOPE-2501') },
    ]);
  });

  it("accepts a save naming the company's bills, and refuses one naming another company's", async () => {
    const { family, references } = referring();
    const { values, referenced } = await linksFor(server, family, 2502);
    const body = { ...(await validBody(server, family, 2502)), ...values };
    const accepted = await server.post(savePath(family), body);
    expect(accepted.body.code, accepted.text).toBe(0);
    // The same numbers, their bills moved to another company: they no longer exist for this one.
    const other = referenced.find((bill) => bill.family.id === references[0].family)!;
    await dynamicDb(server.db).updateTable(other.family.headTable).set({ company_code: OTHER_COMPANY }).where('id', '=', other.id).execute();
    const refused = await server.post(savePath(family), { ...body, id: accepted.body.data.id, version: accepted.body.data.version });
    const first = references[0];
    expect([refused.status, refused.body.message]).toEqual([400, missing(first, String(values[first.from.name]))]);
    expect(refused.body.data.errors[0]).toMatchObject({ path: first.from.name, field: first.from.name, title: first.from.title });
  });

  it('refuses a batch 申报 whose bills name bills that are gone, naming each bill, and declares none', async () => {
    const { family, references } = referring();
    const last = references[references.length - 1];
    const bills = [await saveLinked(server, family, 2503), await saveLinked(server, family, 2504)];
    const sound = await saveLinked(server, family, 2505);
    // The referenced bills of the first two go (their numbers change), after the bills were saved.
    for (const bill of bills) {
      const target = familyOf(server, last.family);
      const column = target.headFields.find((field) => field.name === last.field)!.column;
      await dynamicDb(server.db)
        .updateTable(target.headTable)
        .set({ [column]: `GONE${bill.id}` })
        .where(column, '=', bill.values[last.from.name])
        .execute();
    }
    const declare = actionButtons(family).find((button) => button.action === 'declare')!.button;
    const answer = await server.post(apiPath(family, declare.path!), { ids: [sound.id, ...bills.map((bill) => bill.id)] });
    const named = bills.map((bill) => ({
      id: bill.id,
      name: String(bill.values[family.link.name]),
      reason: missing(last, String(bill.values[last.from.name])),
    }));
    expect([answer.body.code, answer.body.message]).toEqual([-1, named.map((bill) => `${bill.name}：${bill.reason}`).join('；')]);
    expect(answer.body.data.bills).toEqual(named);
    const states = await dynamicDb(server.db)
      .selectFrom(family.headTable)
      .select('state')
      .where('id', 'in', [sound.id, ...bills.map((bill) => bill.id)])
      .execute();
    expect(states.map((row) => row.state)).toEqual(['0', '0', '0']);
  });
});

describe('issue 25 point 4: customs returns a message naming a document it has not got', () => {
  it('answers 100 海关退单 with the reason when the referenced bills were never declared', async () => {
    const { family, references } = referring();
    // The referenced bills exist in the company (the portal accepts the declare) but customs never got them.
    const { values } = await linksFor(server, family, 2506);
    const body = { ...(await validBody(server, family, 2506)), ...values };
    const answer = await server.post(declarePath(family), body);
    expect(answer.body.code, answer.text).toBe(0);
    const first = references[0];
    const reason = `海关未收到${first.from.title}为「${String(values[first.from.name])}」的${familyOf(server, first.family).title}`;
    expect(answer.body.data).toMatchObject({ state: '100', returnInfo: reason });
  });

  it('takes the message in once customs has the referenced documents', async () => {
    const { family } = referring();
    const { values } = await linksFor(server, family, 2507, { declare: true });
    const answer = await server.post(declarePath(family), { ...(await validBody(server, family, 2507)), ...values });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.data.state).not.toBe('100');
    expect(Number(answer.body.data.state)).toBeGreaterThanOrEqual(120);
  });
});
