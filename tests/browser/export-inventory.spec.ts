// The 出口清单 list in a real browser against the real server (customs simulator without delay):
// opened from the menu, every batch action of its definition done on selected rows — 申报,
// 改为海关退单, 退货 and 撤单 with their reasons, 离境 with its date, 出口送货, 出口总分单, 更新状态,
// 重发回执 — each with what the user sees (the question, the prompt, 操作成功！, the counts and
// states moving, the new bill on the target family's list), each disabled for a row in a state
// its lifecycle forbids, and refused with the bill named when the state changed behind the
// list's back; and the trade-mode condition of spec §4. Button texts, questions, prompts and
// field titles come from the definition the browser reads, state names from the state list.
import { stateNamesFor } from '#core/definition/index.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chinaToday } from '#core/definition/date-window.ts';
import { toSnakeCase } from '#core/definition/naming.ts';
import { buttonOf, familyRoute, filterLabel, linkField, type Button, type Definition, type InventoryBills } from './export-inventory-fixtures.ts';
import { ListPage, type Answer } from './export-inventory-page.ts';
import { INVENTORY_ROUTE as ROUTE, InventorySession, SUCCEEDED, WAIT } from './export-inventory-session.ts';
import { shownTab, settled, menuEntry } from './harness.ts';

/** The trade-mode condition spec §4 names for the inventory list. */
const TRADE_MODE = 'tradeMode';

let session: InventorySession;
let page: Page;
let bills: InventoryBills;
let list: ListPage;
let states: Map<string, string>;
const targets: Definition[] = [];

const definition = () => bills.definition;
const button = (code: string): Button => buttonOf(definition(), code);
const actionOf = (code: string) => definition().ui.lifecycle.actions[button(code).action!];
const stateName = (state: string) => states.get(state)!;
/** A state the definition names (draft, released...). */
/** A state by its name, as UI files may write it (core/definition/state-names.ts). */
const named = (name: string) => stateNamesFor(definition().ui.stateType, definition().ui.lifecycle.states)[name];
/** The state the simulator returns a bill to when customs refuses it: where 改为海关退单 puts it. */
const returned = () => actionOf('chargeback').to!;
/** A state of the family's list that the button's action does not accept. */
const forbiddenFor = (code: string) => [...states.keys()].find((state) => !actionOf(code).from.includes(state))!;

/** Saves `count` inventories numbered `${prefix}{n}` in `state`, with what the target families need of them. */
const inventories = (prefix: string, count: number, state: string, values: Record<string, unknown> = {}) =>
  session.inventories(prefix, count, state, targets, values);

/** Shows only the bills whose number contains `prefix`, on the inventory list. */
async function showOnly(prefix: string): Promise<void> {
  if (new URL(page.url()).pathname !== ROUTE) await list.listAfter(() => page.goto(`${session.portal.url}${ROUTE}`));
  await list.search(filterLabel(definition(), bills.link), prefix);
}

/** The button is disabled while the row is selected, its tooltip naming the row's state; then unselected. */
async function expectBlocked(code: string, number: string, state: string): Promise<void> {
  await list.tick(number);
  await expect.poll(() => list.button(button(code).text).isDisabled(), WAIT).toBe(true);
  const reason = await list.disabledReason(button(code).text);
  expect(reason).toContain(`「${stateName(state)}」`);
  expect(reason).toContain(button(code).text);
  await list.tick(number, false);
  await page.mouse.move(0, 0);
}

/** Presses a button with a question on the selection, answers 确定, and answers the server's reply. */
async function pressAndConfirm(code: string): Promise<Answer> {
  return (await list.pressAndConfirm(button(code).text, button(code).confirm!, button(code).path!)).body;
}

const madeIds = (body: Answer) => (body.data as { ids: number[] }).ids;

beforeAll(async () => {
  session = await InventorySession.start();
  ({ page, bills } = session);
  list = new ListPage(page, definition());
  states = await bills.api.stateNames(definition());
  for (const { into } of definition().ui.buttons) if (into) targets.push(await session.definition(familyRoute(into)));
});

afterEach(async (context) => {
  // A failed step may leave a dialog open: the next test starts from a fresh list.
  if (context.task.result?.state === 'fail') await list.listAfter(() => page.goto(`${session.portal.url}${ROUTE}`));
});

afterAll(async () => {
  await session?.stop();
});

describe('出口清单列表：每个批量操作', () => {
  it('opens from the menu, newest declaration first, in the default creation window', async () => {
    const [bill] = await inventories('EIMENU-', 1, named('draft'));
    const entry = await menuEntry(page, '出口业务', definition().schema.title);
    const body = await list.listAfter(() => entry.click());
    await page.waitForURL(new RegExp(`${ROUTE}$`));
    expect(body.pageIndex).toBe(0);
    expect(body.terms.map((term) => term.column)).toEqual(['create_time']);
    await list.row(bill.number).waitFor();
    expect(await list.stateOf(bill.number)).toBe(stateName(named('draft')));
  });

  it('申报: asks, declares, and the simulator moves the counts to 放行 and 海关退单', async () => {
    const rule = definition().ui.customsRules![0];
    const [draft, released] = [named('draft'), named('released')];
    const drafts = await inventories('EIDECL-', 2, draft);
    const [broken] = await inventories('EIDECLX-', 1, draft, { [rule.field]: rule.value });
    const [other] = await inventories('EIDECLR-', 1, released);
    await showOnly('EIDECL');
    await expect.poll(() => list.count(stateName(draft)), WAIT).toBe(3);
    await expectBlocked('declare', other.number, released);

    await list.select(...drafts.map((bill) => bill.number), broken.number);
    const declaredAnswer = await pressAndConfirm('declare');
    expect(declaredAnswer.code, declaredAnswer.message).toBe(0);
    await list.toast(SUCCEEDED);
    await expect.poll(() => list.count(stateName(draft)), WAIT).toBe(0);
    // The simulator answers at once: two more released, the one breaking the customs rule returned.
    await expect.poll(async () => (await list.refresh(), await list.count(stateName(released))), WAIT).toBe(3);
    expect(await list.count(stateName(returned()))).toBe(1);
    expect(await list.stateOf(broken.number)).toBe(stateName(returned()));
  });

  it('改为海关退单: asks, and the bill shows 海关退单', async () => {
    const [bill] = await inventories('EICHBK-', 1, actionOf('chargeback').from[0]);
    const [other] = await inventories('EICHBKX-', 1, forbiddenFor('chargeback'));
    await showOnly('EICHBK');
    await expectBlocked('chargeback', other.number, forbiddenFor('chargeback'));
    await list.select(bill.number);
    expect((await pressAndConfirm('chargeback')).code).toBe(0);
    await list.toast(SUCCEEDED);
    await expect.poll(() => list.stateOf(bill.number), WAIT).toBe(stateName(actionOf('chargeback').to!));
    expect(await list.count(stateName(actionOf('chargeback').to!))).toBe(1);
  });

  for (const code of ['refund', 'cancel']) {
    it(`${code}: asks for the reason, refuses a blank one, and the new bill is on its family's list`, async () => {
      const collect = button(code);
      const prompt = collect.prompt!;
      const prefix = `EI${code.toUpperCase()}-`;
      const [bill] = await inventories(prefix, 1, actionOf(code).from.at(-1)!);
      const [other] = await inventories(`${prefix}X`, 1, forbiddenFor(code));
      await showOnly(prefix);
      await expectBlocked(code, other.number, forbiddenFor(code));
      await list.select(bill.number);

      await list.button(collect.text).click();
      const dialog = list.dialog(collect.text);
      await dialog.getByLabel(prompt.label).fill('   ');
      await (await settled(dialog.locator('button', { hasText: /^\s*确\s*定\s*$/ }))).click();
      await dialog.getByText(prompt.required!, { exact: true }).waitFor();

      const reason = `${prompt.label}：买家拒收`;
      await dialog.getByLabel(prompt.label).fill(reason);
      const { body, request } = await list.answerAfter<Answer>(collect.path!, () => dialog.locator('button', { hasText: /^\s*确\s*定\s*$/ }).click());
      expect(body.code, body.message).toBe(0);
      expect(request.postDataJSON().data).toMatchObject({ [collect.idsKey ?? 'ids']: [bill.id], [prompt.key]: reason });
      await session.expectSuccessSaid(body);
      await dialog.waitFor({ state: 'detached' });
      // The definition says whether the new bill is declared at once (a complete bill can be).
      expect.soft((body.data as { declared: boolean }).declared, body.message).toBe(collect.declare === true);

      // One new bill per selected inventory, carrying the reason, on the target family's list.
      const made = madeIds(body);
      expect(made).toHaveLength(1);
      const targetList = await session.open(collect.into!);
      await session.billRow(targetList, made[0]).waitFor();
      expect(bills.storedOf(collect.into!, made[0], prompt.key)).toBe(reason);
    });
  }

  it('离境: asks for the date, refuses none, sends it as leaveTime, and the bill is 结关', async () => {
    const departure = button('departure');
    const prompt = departure.prompt!;
    const [bill] = await inventories('EILEAVE-', 1, actionOf('departure').from[0]);
    const [other] = await inventories('EILEAVEX-', 1, forbiddenFor('departure'));
    await showOnly('EILEAVE');
    await expectBlocked('departure', other.number, forbiddenFor('departure'));
    await list.select(bill.number);

    await list.button(departure.text).click();
    const dialog = list.dialog(departure.text);
    const ok = dialog.locator('.ant-modal-footer button', { hasText: /^\s*确\s*定\s*$/ });
    await ok.click();
    await dialog.getByText(prompt.required!, { exact: true }).waitFor();
    const leaveTime = `${chinaToday()} 10:30:00`;
    // Typed, and sent with Enter (the picker takes the date, the dialog's form submits).
    await dialog.getByLabel(prompt.label).fill(leaveTime);
    const { body, request } = await list.answerAfter<Answer>(departure.path!, () => dialog.getByLabel(prompt.label).press('Enter'));
    expect(body.code, body.message).toBe(0);
    expect(request.postDataJSON().data).toMatchObject({ ids: [bill.id], [prompt.key]: leaveTime });
    await list.toast(SUCCEEDED);
    await expect.poll(() => list.stateOf(bill.number), WAIT).toBe(stateName(actionOf('departure').to!));
  });

  it('出口送货: one delivery note whose lines are the selected inventories', async () => {
    const delivery = button('exportDelivery');
    const made = await inventories('EIDLVR-', 2, actionOf('exportDelivery').from[0]);
    const [other] = await inventories('EIDLVRX-', 1, forbiddenFor('exportDelivery'));
    await showOnly('EIDLVR');
    await expectBlocked('exportDelivery', other.number, forbiddenFor('exportDelivery'));
    await list.select(...made.map((bill) => bill.number));
    const body = await pressAndConfirm('exportDelivery');
    expect(body.code, body.message).toBe(0);
    await session.expectSuccessSaid(body);
    const ids = madeIds(body);
    expect(ids).toHaveLength(1);

    // On the delivery list; its detail holds a line per inventory, numbered, with their values.
    const target = targets.find((candidate) => candidate.ui.family === delivery.into)!;
    const deliveries = await session.open(delivery.into!);
    const link = session.billRow(deliveries, ids[0]).locator(`[col-id="${linkField(target)}"] a`);
    await link.click();
    await page.waitForURL(new RegExp(`id=${ids[0]}`));
    const lines = target.schema.properties.lines!.items.properties;
    const shared = Object.keys(lines).filter(
      (name) => name in definition().schema.properties && made.every((bill) => bills.storedOf(definition().ui.family, bill.id, name)),
    );
    expect(shared.length).toBeGreaterThan(0);
    await expect.poll(() => shownTab(page).locator('.ag-row[row-index]').count(), WAIT).toBe(made.length);
    for (const [index, bill] of made.entries()) {
      for (const name of shared) {
        const cell = shownTab(page).locator(`.ag-row[row-index="${index}"] [col-id="${name}"]`);
        expect((await cell.textContent())?.trim()).toBe(String(bills.storedOf(definition().ui.family, bill.id, name)));
      }
    }
  });

  it('出口总分单: one bill of lading from the selected inventories, on its list', async () => {
    const reinsurance = button('exportInventoryReinsurance');
    const [bill] = await inventories('EIREIN-', 1, actionOf('exportInventoryReinsurance').from[0]);
    const [other] = await inventories('EIREINX-', 1, forbiddenFor('exportInventoryReinsurance'));
    await showOnly('EIREIN');
    await expectBlocked('exportInventoryReinsurance', other.number, forbiddenFor('exportInventoryReinsurance'));
    await list.select(bill.number);
    const body = await pressAndConfirm('exportInventoryReinsurance');
    expect(body.code, body.message).toBe(0);
    await session.expectSuccessSaid(body);
    const ids = madeIds(body);
    expect(ids).toHaveLength(1);
    await session.billRow(await session.open(reinsurance.into!), ids[0]).waitFor();
  });

  it('更新状态: asks for a selection, then for confirmation, posts an id term, and keeps the state', async () => {
    const update = button('updateStatus');
    const state = actionOf('updateStatus').from[0];
    const [bill] = await inventories('EIUPDT-', 1, state);
    const [other] = await inventories('EIUPDTX-', 1, forbiddenFor('updateStatus'));
    await showOnly('EIUPDT');
    await list.button(update.text).click();
    await list.toast('请选择需要操作的数据');
    await expectBlocked('updateStatus', other.number, forbiddenFor('updateStatus'));
    await list.select(bill.number);
    const { body, request } = await list.answerAfter<Answer>(update.path!, async () => {
      await list.button(update.text).click();
      await list.confirm(update.confirm!);
    });
    expect(body.code, body.message).toBe(0);
    expect(request.postDataJSON().data.terms).toContainEqual({ column: 'id', termType: 'in', type: 'and', value: [bill.id] });
    await list.toast(SUCCEEDED);
    await list.refresh();
    expect(await list.stateOf(bill.number)).toBe(stateName(state));
  });

  it('重发回执: the latest receipt arrives again, seen in 最近三天回执', async () => {
    const state = named('released');
    expect(actionOf('sendReciept').from).toContain(state);
    const [bill] = await inventories('EIRCPT-', 1, state);
    const [other] = await inventories('EIRCPTX-', 1, forbiddenFor('sendReciept'));
    await showOnly('EIRCPT');
    await expectBlocked('sendReciept', other.number, forbiddenFor('sendReciept'));
    const receipts = list.dialog('最近三天回执');
    const receiptRows = receipts.locator('.ant-table-tbody tr.ant-table-row');
    await list.row(bill.number).locator('[col-id="__operation"]').getByText('回执').click();
    await receipts.locator('.ant-empty-description').waitFor();
    await (await settled(receipts.locator('.ant-modal-close'))).click();
    await receipts.waitFor({ state: 'detached' });

    await list.select(bill.number);
    expect((await pressAndConfirm('sendReciept')).code).toBe(0);
    await list.toast(SUCCEEDED);
    await list.row(bill.number).locator('[col-id="__operation"]').getByText('回执').click();
    await expect.poll(() => receiptRows.count(), WAIT).toBe(1);
    expect(await receiptRows.first().textContent()).toContain(stateName(state));
    await (await settled(receipts.locator('.ant-modal-close'))).click();
    await receipts.waitFor({ state: 'detached' });
  });

  it('refuses, naming the bill, an action on a bill whose state changed since the list was shown; nothing is made', async () => {
    const delivery = button('exportDelivery');
    const made = await inventories('EIRACE-', 2, actionOf('exportDelivery').from[0]);
    await showOnly('EIRACE');
    await list.select(...made.map((bill) => bill.number));
    // Someone else departs the second inventory meanwhile.
    const moved = actionOf('departure').to!;
    await bills.setState(made[1].id, moved);
    const before = bills.countOf(delivery.into!);
    const body = await pressAndConfirm('exportDelivery');
    expect(body.code).not.toBe(0);
    expect(body.message).toBe(`${made[1].number}：当前状态「${stateName(moved)}」不允许${delivery.text}`);
    await list.toast(body.message);
    expect(bills.countOf(delivery.into!)).toBe(before);
    await list.refresh();
    expect(await list.stateOf(made[0].number)).toBe(stateName(actionOf('exportDelivery').from[0]));
  });

  it('filters by trade mode (spec §4) with the names of its dictionary', async () => {
    const filter = definition().ui.list.filters.find((candidate) => candidate.field === TRADE_MODE)!;
    const field = definition().schema.properties[TRADE_MODE];
    const modes = await bills.api.dictionary(filter.dictionary ?? field['x-dictionary']!);
    await inventories('EITRADE-A', 2, named('draft'), { [TRADE_MODE]: modes[0].value });
    await inventories('EITRADE-B', 1, named('draft'), { [TRADE_MODE]: modes[1].value });
    await showOnly('EITRADE-');
    await expect.poll(() => list.rows().count(), WAIT).toBe(3);
    const label = filterLabel(definition(), TRADE_MODE);
    const column = toSnakeCase(TRADE_MODE);

    let body = await list.choose(label, modes[1].name);
    expect(body.terms).toContainEqual({ column, termType: filter.op, type: 'and', value: modes[1].value });
    await expect.poll(() => list.rows().count(), WAIT).toBe(1);
    await list.scrollToStart();
    expect((await list.row('EITRADE-B1').locator(`[col-id="${TRADE_MODE}"]`).textContent())?.trim()).toBe(modes[1].name);

    body = await list.choose(label, modes[0].name);
    expect(body.terms).toContainEqual({ column, termType: filter.op, type: 'and', value: modes[0].value });
    await expect.poll(() => list.rows().count(), WAIT).toBe(2);

    body = await list.choose(label, null);
    expect(body.terms.map((term) => term.column)).not.toContain(column);
    await expect.poll(() => list.rows().count(), WAIT).toBe(3);
    expect(session.errors).toEqual([]);
  });
});
