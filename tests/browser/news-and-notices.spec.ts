// News and notices as a new user meets them (bill-families-and-screens.md §2 /home, /news,
// /notice and their detail pages; docs/content.md): the home page shows notices, the news
// carousel and list, and documents, and follows their links; /news and /notice list cards with
// covers and paging; a detail page shows the HTML and downloads an attachment; both readings of
// the detail path work; and a hostile item published through the operator's command is harmless.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let portal: Portal;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-content-'));
  // Demo bills on for the archive's documents; demo news and notices are on by default.
  portal = await startPortal({ PORTAL_DEMO_BILLS: '5', DATABASE_URL: join(dataDir, 'portal.sqlite') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(): Promise<{ page: Page; errors: string[] }> {
  const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const errors = watchPageErrors(page);
  await logInAt(page, portal.url, admin.loginName, admin.password);
  return { page, errors };
}

const heading = (page: Page) => shownTab(page).locator('article h3');
/** Every <img> in the shown tab has loaded a real picture. */
const imagesLoaded = (page: Page, selector: string) =>
  shownTab(page)
    .locator(selector)
    .evaluateAll(
      (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );

describe('首页新闻与公告', () => {
  it('shows notices, news with covers and documents, and follows their links', async () => {
    const { page, errors } = await signIn();
    const notices = page.locator('[data-home-card="notices"]');
    const news = page.locator('[data-home-card="news"]');
    const documents = page.locator('.ant-card', { hasText: '资料下载' });
    await expect.poll(() => notices.locator('.ant-list-item').count(), { timeout: 20_000 }).toBe(5);
    await expect.poll(() => news.locator('.home-news-slide').count()).toBe(3);
    await expect.poll(() => news.locator('.ant-list-item').count()).toBe(5);
    await expect.poll(() => documents.locator('.ant-list-item').count(), { timeout: 20_000 }).toBe(5);
    await expect
      .poll(() => news.locator('.home-news-slide img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    // A notice opens its detail page.
    const noticeTitle = (await notices.locator('.ant-list-item button').first().textContent())!.trim();
    await notices.locator('.ant-list-item button').first().click();
    await page.waitForURL(/\/notice\/noticeDetails\/\d+$/);
    await expect.poll(() => heading(page).textContent()).toBe(noticeTitle);

    // The first carousel slide opens its news item.
    await page.goto(`${portal.url}/home`);
    const slide = news.locator('.home-news-slide').first();
    await slide.waitFor();
    const newsTitle = await slide.getAttribute('aria-label');
    await slide.click();
    await page.waitForURL(/\/news\/newsDetails\/\d+$/);
    await expect.poll(() => heading(page).textContent()).toBe(newsTitle);

    // A listed news item (index 3 to 7) opens too; 更多 opens the lists.
    await page.goto(`${portal.url}/home`);
    const listed = news.locator('.ant-list-item button').first();
    await listed.waitFor();
    const listedTitle = (await listed.textContent())!.trim();
    await listed.click();
    await page.waitForURL(/\/news\/newsDetails\/\d+$/);
    await expect.poll(() => heading(page).textContent()).toBe(listedTitle);
    await page.goto(`${portal.url}/home`);
    await news.getByRole('button', { name: /更\s*多/ }).click();
    await page.waitForURL(/\/news$/);
    await page.goto(`${portal.url}/home`);
    await notices.getByRole('button', { name: /更\s*多/ }).click();
    await page.waitForURL(/\/notice$/);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('/news 与 /notice', () => {
  it('lists news cards with covers, pages them, and opens a card; both detail paths show an item', async () => {
    const { page, errors } = await signIn();
    await page.goto(`${portal.url}/news`);
    const cards = shownTab(page).locator('[data-content-id]');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(10);
    await expect.poll(() => imagesLoaded(page, '[data-content-id] img')).toBe(true);
    await expect.poll(() => shownTab(page).locator('.content-excerpt').count()).toBe(10);
    await shownTab(page).locator('.ant-pagination-item-2').click();
    await expect.poll(() => cards.count()).toBe(2);

    const id = await cards.first().getAttribute('data-content-id');
    const title = await cards.first().getAttribute('aria-label');
    await cards.first().click();
    await page.waitForURL(new RegExp(`/news/newsDetails/${id}$`));
    await expect.poll(() => heading(page).textContent()).toBe(title);

    // The other reading of §2: the notice detail path shows the same news item.
    await page.goto(`${portal.url}/notice/noticeDetails/${id}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe(title);
    expect(errors).toEqual([]);
  }, 180_000);

  it('lists notices; a notice with an attachment downloads it; 返回 goes back to the list', async () => {
    const { page, errors } = await signIn();
    await page.goto(`${portal.url}/notice`);
    const cards = shownTab(page).locator('[data-content-id]');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(8);
    await shownTab(page).getByRole('link', { name: '关于启用新版跨境电商报文规范的通知' }).click();
    await page.waitForURL(/\/notice\/noticeDetails\/\d+$/);
    const attachment = shownTab(page).getByText('新版报文字段变更说明.xlsx');
    await attachment.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe('新版报文字段变更说明.xlsx');
    await shownTab(page)
      .getByRole('button', { name: /返\s*回/ })
      .click();
    await page.waitForURL(/\/notice$/);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('恶意内容', () => {
  it('shows an item published with a script, an onerror image and a javascript: link harmlessly', async () => {
    const files = mkdtempSync(join(tmpdir(), 'hostile-'));
    writeFileSync(
      join(files, 'hostile.html'),
      [
        '<p id="body-text">恶意代码测试正文</p>',
        '<script>window.__pwned = "script"; alert("script")</script>',
        '<img src="/no-such-picture.png" onerror="window.__pwned = \'onerror\'; alert(1)">',
        '<a id="bad-link" href="javascript:window.__pwned=\'link\';alert(2)">点我领奖</a>',
        '<iframe src="javascript:alert(3)"></iframe>',
      ].join('\n'),
    );
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['scripts/notice.ts', 'publish', '--type', 'NOTICE', '--title', '恶意内容测试公告', '--html', join(files, 'hostile.html')],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: join(dataDir, 'portal.sqlite') },
      },
    );
    rmSync(files, { recursive: true, force: true });
    const id = /#(\d+)/.exec(stdout)![1];

    const { page, errors } = await signIn();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${portal.url}/notice/noticeDetails/${id}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe('恶意内容测试公告');
    const body = shownTab(page).locator('.content-html');
    await expect.poll(() => body.textContent()).toContain('恶意代码测试正文');
    expect(await body.locator('script, iframe, object, embed').count()).toBe(0);
    expect(await body.locator('[onerror]').count()).toBe(0);
    const link = body.getByText('点我领奖');
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
    await link.click({ modifiers: [] }).catch(() => undefined);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
