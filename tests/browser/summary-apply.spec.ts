// The summary application flow in a real browser (spec platform §2.4 and §5.2): 汇总申请单's add
// button opens 明细清单 (a view of the export inventories); there 按条件汇总 first asks for the
// 是否已汇总 condition and sends nothing without it, then makes a summary application of what the
// conditions select; 汇总申报 makes one of the selected released inventories (and is disabled for
// one not released). The applications are listed on 汇总申请单 with a line per inventory, and the
// inventories show as summarised under the condition's other value. Texts come from the
// definitions the browser reads; inventories are saved through the API and released in the
// database (as customs receipts would release them).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { toSnakeCase } from '#core/definition/naming.ts';
import { filterLabel, linkField, type Button, type Definition } from './export-inventory-fixtures.ts';
import { ListPage, type Answer } from './export-inventory-page.ts';
import { InventorySession, WAIT, type MadeBill } from './export-inventory-session.ts';
import { menuEntry, shownTab } from './harness.ts';

const SUMMARY_ROUTE = '/bill/export/summaryApply';

let session: InventorySession;
let page: Page;
let summary: Definition;
let view: Definition;
let detailed: ListPage;
let states: Map<string, string>;
/** The summary applications made, with the inventories each holds. */
const applications: { id: number; inventories: MadeBill[] }[] = [];

const byCondition = () => view.ui.buttons.find((button) => button.byCondition)!;
const bySelection = () => view.ui.buttons.find((button) => button.kind === 'collect' && !button.byCondition)!;
/** The condition 按条件汇总 needs (是否已汇总), its values for "not yet" and "done". */
const flag = () => byCondition().requiredFilter!;
const notSummarised = () => String(session.bills.definition.schema.properties[flag()].default);
const summarised = () => String(byCondition().set![flag()]);
const summarisable = () => view.ui.lifecycle.actions[byCondition().action!].from;
const draft = () => session.bills.definition.ui.lifecycle.states!.draft;
const released = () => summarisable()[0];

let flagNames: Map<string, string>;
const inventories = (prefix: string, count: number, state: string) => session.inventories(prefix, count, state, [summary]);

/** The one summary application a collect made, declared at once when its definition says so. */
function madeOne(body: Answer, button: Button): number {
  const { ids, declared } = body.data as { ids: number[]; declared: boolean };
  expect(ids).toHaveLength(1);
  // Soft: the flow goes on to find the application and its lines either way.
  expect.soft(declared, body.message).toBe(button.declare === true);
  return ids[0];
}

/** Shows the 明细清单 rows whose number contains `prefix`. */
async function showOnly(prefix: string): Promise<void> {
  await detailed.search(filterLabel(view, linkField(view)), prefix);
}

beforeAll(async () => {
  session = await InventorySession.start();
  page = session.page;
  summary = await session.definition(SUMMARY_ROUTE);
  view = await session.definition(summary.ui.buttons.find((button) => button.kind === 'navigate')!.to!);
  states = await session.bills.api.stateNames(session.bills.definition);
  const filter = view.ui.list.filters.find((candidate) => candidate.field === flag())!;
  const items = await session.bills.api.dictionary(filter.dictionary ?? session.bills.definition.schema.properties[flag()]['x-dictionary']!);
  flagNames = new Map(items.map((item) => [item.value, item.name]));
});

afterEach(async (context) => {
  // A failed step may leave a dialog open: the next test starts from a fresh 明细清单.
  if (context.task.result?.state === 'fail') detailed = await session.open(view.ui.route);
});

afterAll(async () => {
  await session?.stop();
});

describe('汇总申请：明细清单按条件或所选清单汇总', () => {
  it('汇总申请单 (from the menu): 新增 opens 明细清单, the inventories', async () => {
    await inventories('SAVIEW-', 1, released());
    // From the home page with no page tabs open: a retry must not find the first attempt's tabs
    // (an open tab shows its kept rows and asks for no list).
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key === 'portal.pageTabs' || key.startsWith('portal.tabMemory:')) sessionStorage.removeItem(key);
    });
    await page.goto(`${session.portal.url}/home`);
    const entry = await menuEntry(page, '出口业务', summary.schema.title);
    const summaries = new ListPage(page, summary);
    await summaries.listAfter(() => entry.click());
    await page.waitForURL(new RegExp(`${SUMMARY_ROUTE}$`));
    const add = summary.ui.buttons.find((button) => button.kind === 'navigate')!;
    detailed = new ListPage(page, view);
    await detailed.listAfter(() => summaries.button(add.text).click());
    await page.waitForURL(new RegExp(`${view.ui.route}$`));
    await detailed.row('SAVIEW-1').waitFor();
  });

  it('按条件汇总 without the 是否已汇总 condition warns and sends nothing', async () => {
    const button = byCondition();
    const sent: Request[] = [];
    const watch = (request: Request) => {
      if (new URL(request.url()).pathname.endsWith(button.path!)) sent.push(request);
    };
    page.on('request', watch);
    await detailed.button(button.text).click();
    await detailed.toast(`请先选择「${filterLabel(view, flag())}」查询条件`);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    page.off('request', watch);
    expect(sent).toEqual([]);
  });

  it('按条件汇总 with the condition chosen makes one summary application of the released inventories', async () => {
    const button = byCondition();
    const made = await inventories('SACOND-', 2, released());
    await showOnly('SACOND-');
    await detailed.showState(states.get(released())!);
    await detailed.choose(filterLabel(view, flag()), flagNames.get(notSummarised())!);
    const { body, request } = await detailed.pressAndConfirm(button.text, button.confirm!, button.path!);
    expect(body.code, body.message).toBe(0);
    const terms = request.postDataJSON().data.terms as { column: string; value: unknown }[];
    expect(terms).toContainEqual(expect.objectContaining({ column: toSnakeCase(flag()), value: notSummarised() }));
    await session.expectSuccessSaid(body);
    applications.push({ id: madeOne(body, button), inventories: made });
    // The list reloads: none of them is left unsummarised.
    await expect.poll(() => detailed.rows().count(), WAIT).toBe(0);
  });

  it('按条件汇总 takes only the released inventories the conditions match, as its question says', async () => {
    const button = byCondition();
    const made = await inventories('SAMIX-', 1, released());
    const [unreleased] = await inventories('SAMIX-D', 1, draft());
    await showOnly('SAMIX-');
    await detailed.choose(filterLabel(view, flag()), flagNames.get(notSummarised())!);
    await detailed.showState('全部');
    await expect.poll(() => detailed.rows().count(), WAIT).toBe(2);
    const { body } = await detailed.pressAndConfirm(button.text, button.confirm!, button.path!);
    expect(body.code, body.message).toBe(0);
    await session.expectSuccessSaid(body);
    applications.push({ id: madeOne(body, button), inventories: made });
    expect(session.bills.storedOf(session.bills.definition.ui.family, unreleased.id, flag())).toBe(notSummarised());
  });

  it('汇总申报 on selected released inventories makes another; a draft disables it', async () => {
    const button = bySelection();
    const made = await inventories('SASEL-', 2, released());
    const [unreleased] = await inventories('SASELD-', 1, draft());
    await detailed.choose(filterLabel(view, flag()), null);
    await showOnly('SASEL');
    await expect.poll(() => detailed.rows().count(), WAIT).toBe(3);
    await detailed.tick(unreleased.number);
    await expect.poll(() => detailed.button(button.text).isDisabled(), WAIT).toBe(true);
    expect(await detailed.disabledReason(button.text)).toContain(`「${states.get(draft())}」`);
    await detailed.tick(unreleased.number, false);
    await page.mouse.move(0, 0);

    await detailed.select(...made.map((bill) => bill.number));
    const { body, request } = await detailed.pressAndConfirm(button.text, button.confirm!, button.path!);
    expect(body.code, body.message).toBe(0);
    expect(request.postDataJSON().data[button.idsKey ?? 'ids']).toEqual(made.map((bill) => bill.id));
    await session.expectSuccessSaid(body);
    applications.push({ id: madeOne(body, button), inventories: made });
  });

  it('the summary applications are on 汇总申请单, each with a line per inventory', async () => {
    const summaries = await session.open(SUMMARY_ROUTE);
    const summaryStates = await session.bills.api.stateNames(summary);
    expect(applications.length).toBeGreaterThan(0);
    const lineFields = Object.keys(summary.schema.properties.lines!.items.properties);
    const shown = lineFields.filter(
      (name) => name in session.bills.definition.schema.properties && summary.schema.properties.lines!.items.required?.includes(name),
    );
    for (const application of applications) {
      const row = session.billRow(summaries, application.id);
      await row.waitFor();
      // Declared at once: no longer a draft.
      expect.soft((await row.locator('[col-id="state"]').textContent())?.trim()).not.toBe(summaryStates.get(summary.ui.lifecycle.states!.draft));
      await row.locator(`[col-id="${linkField(summary)}"] a`).click();
      await page.waitForURL(new RegExp(`id=${application.id}`));
      const lines = shownTab(page).locator('.ag-row[row-index]');
      await expect.poll(() => lines.count(), WAIT).toBe(application.inventories.length);
      for (const [index, inventory] of application.inventories.entries()) {
        for (const name of shown) {
          const cell = shownTab(page).locator(`.ag-row[row-index="${index}"] [col-id="${name}"]`);
          expect((await cell.textContent())?.trim()).toBe(String(session.bills.storedOf(session.bills.definition.ui.family, inventory.id, name)));
        }
      }
      await page.goBack();
      await summaries.rows().first().waitFor();
    }
  });

  it('明细清单 shows the summarised inventories under 是否已汇总 = 是', async () => {
    detailed = await session.open(view.ui.route);
    await showOnly('SA');
    const body = await detailed.choose(filterLabel(view, flag()), flagNames.get(summarised())!);
    expect(body.terms).toContainEqual(expect.objectContaining({ column: toSnakeCase(flag()), value: summarised() }));
    const numbers = applications.flatMap((application) => application.inventories.map((bill) => bill.number));
    await expect.poll(() => detailed.rows().count(), WAIT).toBe(numbers.length);
    await detailed.scrollToStart();
    for (const number of numbers) {
      expect((await detailed.row(number).locator(`[col-id="${flag()}"]`).textContent())?.trim()).toBe(flagNames.get(summarised()));
    }
    await detailed.choose(filterLabel(view, flag()), flagNames.get(notSummarised())!);
    await detailed.row('SAVIEW-1').waitFor();
    expect(session.errors).toEqual([]);
  });
});
