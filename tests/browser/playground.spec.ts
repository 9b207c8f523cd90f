// The definition playground as an analyst opens it (`npm run playground`, issue 25 point 5), in
// chromium: pick the feedback form, rename a field in its data schema and see the form page's label
// follow as you type; break the JSON and see the problem with line and column while the last page
// stays; then a mistake only the full validate-schemas sees (a length its field table does not
// allow) appears beside the page.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPlayground, type PlaygroundServer } from '../../scripts/playground/start-playground.ts';
import { launchBrowser, watchPageErrors } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let browser: Browser;
let playground: PlaygroundServer;

beforeAll(async () => {
  browser = await launchBrowser();
  playground = await startPlayground({ root, port: 0 });
});

afterAll(async () => {
  await playground?.close();
  await browser?.close();
});

async function editSchema(page: Page, change: (text: string) => string): Promise<void> {
  const editor = page.getByLabel('数据模式', { exact: true });
  const text = await editor.inputValue();
  await editor.fill(change(text));
}

describe('定义预览（npm run playground）', () => {
  it('改标题即时反映到表单页；JSON 出错时给出行列并保留页面；完整校验的问题列在旁边', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    // The first visit compiles the engine in Vite's dev server: give it time.
    await page.goto(playground.url, { timeout: 120_000 });
    const picker = page.getByLabel('选择定义');
    await picker.waitFor({ timeout: 120_000 });
    await picker.click();
    await picker.fill('意见反馈');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '意见反馈' }).first().click();
    const formPage = page.getByRole('region', { name: '表单页' });
    await formPage.getByText('反馈内容').first().waitFor({ timeout: 60_000 });

    await editSchema(page, (text) => text.replace('"title": "反馈内容"', '"title": "反馈正文"'));
    await formPage.getByText('反馈正文').first().waitFor();
    await page.getByText('定义校验通过').waitFor({ timeout: 60_000 });

    await editSchema(page, (text) => text.replace('"content":', '"content"'));
    await page.getByText(/schemas\/forms\/feedback\.schema\.json#: JSON 语法错误（第 \d+ 行第 \d+ 列）/).waitFor();
    await page.getByText('定义有问题，预览保留上一次可用的结果').waitFor();
    expect(await formPage.getByText('反馈正文').count()).toBeGreaterThan(0);

    await editSchema(page, (text) => text.replace('"content"', '"content":').replace('"maxLength": 255', '"maxLength": 300'));
    await page.getByText(/schemas\/forms\/feedback\.schema\.json#\/properties\/content\/maxLength: maxLength 为 300/).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  }, 300_000);
});
