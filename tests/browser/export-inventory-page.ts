// What the inventory and summary browser tests do on a generic bill list, as a user does it:
// search, pick rows, press a button, answer its confirmation or prompt, read the toast, the
// state counts and the rows. Every step waits for the request it causes and its answer.
import type { Page, Request, Response } from 'playwright-core';
import type { Definition } from './export-inventory-fixtures.ts';
import { shownTab, settled } from './harness.ts';

/** The answer envelope of a call (docs/protocol.md). */
export interface Answer {
  code: number;
  message: string;
  data: unknown;
}

export interface ListBody {
  pageIndex: number;
  sorts: unknown[];
  terms: { column: string; termType: string; type: string; value: unknown }[];
}

/** A text as antd renders it in a button (two Chinese characters get a space between them). */
export const spaced = (text: string): RegExp => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);

export class ListPage {
  constructor(
    readonly page: Page,
    readonly definition: Definition,
  ) {}

  private get listPath(): string {
    const { base, list } = this.definition.ui.api;
    return `/api/enterprise${base}/${list}`;
  }

  /** Runs `action` and answers the body of the list request it caused, once its answer is in. */
  async listAfter(action: () => Promise<unknown>): Promise<ListBody> {
    const isList = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === this.listPath;
    const [request] = await Promise.all([this.page.waitForRequest(isList), action()]);
    await request.response();
    return request.postDataJSON().data as ListBody;
  }

  /** Runs `action` and answers the JSON of the answer to the call on `path` it caused. */
  async answerAfter<T = Answer>(path: string, action: () => Promise<unknown>): Promise<{ body: T; request: Request }> {
    const isCall = (response: Response) => new URL(response.url()).pathname.endsWith(path);
    const [response] = await Promise.all([this.page.waitForResponse(isCall), action()]);
    return { body: (await response.json()) as T, request: response.request() };
  }

  rows() {
    return shownTab(this.page).locator('.ag-row[row-index]');
  }

  /** The row (selection pane included) whose link cell shows `number`. */
  row(number: string) {
    return shownTab(this.page).locator('.ag-row[row-index]', { has: this.page.getByText(number, { exact: true }) });
  }

  /**
   * Scrolls the grid back to its first columns, as a user would: the grid keeps its horizontal
   * scroll across reloads and draws only the columns in view (the selection boxes among them).
   */
  async scrollToStart(): Promise<void> {
    await this.page
      .locator('.ag-body-horizontal-scroll-viewport, .ag-center-cols-viewport')
      .evaluateAll((elements) => elements.forEach((element) => (element.scrollLeft = 0)));
  }

  /** Ticks (or unticks) a row's selection box. */
  async tick(number: string, on = true): Promise<void> {
    await this.scrollToStart();
    await this.row(number).locator('.ag-selection-checkbox input').setChecked(on);
  }

  async select(...numbers: string[]): Promise<void> {
    for (const number of numbers) await this.tick(number);
    await shownTab(this.page).getByText(`已选择 ${numbers.length} 条`).waitFor();
  }

  /** Presses a button with a question, answers 确定, and answers the reply of the call on `path`. */
  async pressAndConfirm(text: string, question: string, path: string): Promise<{ body: Answer; request: Request }> {
    return this.answerAfter(path, async () => {
      await this.button(text).click();
      await this.confirm(question);
    });
  }

  button(text: string) {
    return this.page.locator('button', { hasText: spaced(text) });
  }

  stateLabel(name: string) {
    return this.page
      .getByRole('radiogroup', { name: '单据状态' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}\\d*$`) });
  }

  /** Shows the bills in one state (or 全部), waiting for the list unless it already shows them. */
  async showState(name: string): Promise<void> {
    const label = this.stateLabel(name);
    if (((await label.getAttribute('class')) ?? '').includes('-checked')) return;
    await this.listAfter(() => label.click());
  }

  async count(stateName: string): Promise<number> {
    return Number((await this.stateLabel(stateName).locator('.bill-state-count').textContent()) ?? 'NaN');
  }

  /** The state a row shows. */
  async stateOf(number: string): Promise<string> {
    await this.scrollToStart();
    return ((await this.row(number).locator('[col-id="state"]').textContent()) ?? '').trim();
  }

  /** Types into a text condition and searches (Enter). */
  async search(label: string, text: string): Promise<ListBody> {
    await shownTab(this.page).getByLabel(label, { exact: true }).fill(text);
    return this.listAfter(() => shownTab(this.page).getByLabel(label, { exact: true }).press('Enter'));
  }

  /** Runs the search again (查询), as a user does to see what changed since. */
  async refresh(): Promise<ListBody> {
    return this.listAfter(() =>
      this.page
        .getByRole('form', { name: '查询条件' })
        .locator('button', { hasText: spaced('查询') })
        .click(),
    );
  }

  /** Picks `option` in a select condition (or clears it with null) and searches. */
  async choose(label: string, option: string | null): Promise<ListBody> {
    const form = this.page.getByRole('form', { name: '查询条件' });
    const item = form.locator('.ant-form-item', { has: this.page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
    if (option === null) {
      // The clear icon exists only while something is chosen.
      await item.locator('.ant-select').hover();
      if ((await item.locator('.ant-select-clear').count()) > 0) await item.locator('.ant-select-clear').click();
    } else {
      await item.locator('.ant-select').click();
      await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
      await item.locator('.ant-select-content, .ant-select-selection-item', { hasText: option }).first().waitFor();
    }
    return this.listAfter(() => form.locator('button', { hasText: spaced('查询') }).click());
  }

  /** The confirmation a button asks (modal.confirm), answered with 确定. */
  async confirm(text: string): Promise<void> {
    const dialog = this.page.locator('.ant-modal-confirm', { hasText: text });
    await dialog.waitFor();
    await (await settled(dialog.locator('button', { hasText: spaced('确定') }))).click();
  }

  /** The modal dialog titled `title` (a prompt, the receipts). */
  dialog(title: string) {
    return this.page.locator('.ant-modal-wrap:visible .ant-modal', { has: this.page.locator('.ant-modal-title', { hasText: title }) });
  }

  /** A toast (message) showing `text`; waits for it. */
  async toast(text: string | RegExp): Promise<void> {
    await this.page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
  }

  /** The tooltip of a disabled button (hovered through its wrapper). */
  async disabledReason(text: string): Promise<string> {
    await this.button(text).locator('xpath=..').hover();
    const tip = this.page.locator('.ant-tooltip:visible .ant-tooltip-inner, .ant-tooltip:visible [role="tooltip"]').first();
    await tip.waitFor();
    return ((await tip.textContent()) ?? '').trim();
  }
}
