// The agreement and the upgrade wizard in a real browser (bill-families-and-screens.md §2, §5, §9;
// docs/agreement.md): 下载协议 in the header's menu opens the agreement document, whose link serves
// a real DOCX made out to the company; the main account of a filed company without a
// resource-centre account is offered the wizard on the home page and goes through it — the
// 5-second 同意协议, the agreement, the password rule and mismatch messages, 上一步 — to success,
// after which the offer is gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { AGREEMENT_TITLE, MSG_RS_PASSWORD_MISMATCH, MSG_RS_PASSWORD_RULE } from '#core/agreement.ts';
import { call, tokenOf } from './bill-fixtures.ts';
import { chooseInUserMenu, demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const CREDIT_CODE = '91440101MA5CKT9G3F';
const OFFER = '贵企业尚未开通资源中心账号';

let portal: Portal;
let browser: Browser;
let dataDir: string;
let companyName: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-agreement-'));
  const databaseFile = join(dataDir, 'portal.sqlite');
  portal = await startPortal({ DATABASE_URL: databaseFile });
  // The company's filing: the credit code the wizard needs.
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const company = db.prepare('select c.id, c.name from company c join app_user u on u.company_id = c.id where u.login_name = ?').get(admin.loginName) as {
      id: number;
      name: string;
    };
    companyName = company.name;
    const now = Date.now();
    // The seed gives the demo company an approved filing; the wizard's credit code is written into it
    // and its approved record, which the agreement reads (or into a new approved one, on a portal
    // started without it).
    const filed = db.prepare('select data from company_filing where company_id = ?').get(company.id) as { data: string } | undefined;
    const data = JSON.stringify({
      ...(filed ? (JSON.parse(filed.data) as Record<string, unknown>) : {}),
      socialCreditCode: CREDIT_CODE,
      companyName: company.name,
    });
    if (filed) db.prepare('update company_filing set data = ?, approved_data = ?, updated_at = ? where company_id = ?').run(data, data, now, company.id);
    else
      db.prepare(
        'insert into company_filing (company_id, data, approve_state, auth_code, version, created_at, updated_at, approved_data, approved_at) values (?, ?, ?, null, 1, ?, ?, ?, ?)',
      ).run(company.id, data, '6', now, now, data, now);
  } finally {
    db.close();
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const admin = () => demoAccounts().find((account) => account.userType === 'ADMIN')!;
const wizard = (page: Page) => page.getByRole('dialog', { name: '升级资源中心账号' });

describe('下载协议', () => {
  it('opens the agreement document: a DOCX made out to the company', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin().loginName, admin().password);
    // Waiters made once, before the first attempt: the call of whichever attempt works, and every
    // request the browser makes (the home page fetches its news pictures from /api/file/download too).
    let answered: Response | undefined;
    const answer = page
      .waitForResponse((response) => response.url().endsWith('/api/enterprise/agreement/getDownloadUrl'))
      .then((response) => (answered = response));
    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(request.url()));
    await chooseInUserMenu(page, '下载协议', () => expect.poll(() => answered, { timeout: 5000 }).toBeDefined());
    const link = `${portal.url}${((await (await answer).json()) as { data: string }).data}`;
    expect(link).toContain('/api/file/download/');
    // The browser opens the answered link.
    await expect.poll(() => requested.includes(link)).toBe(true);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
    expect(xml).toContain(AGREEMENT_TITLE);
    expect(xml).toContain(`甲方（用户）：${companyName}`);
    expect(xml).toContain(`统一社会信用代码：${CREDIT_CODE}`);
    for (const other of page.context().pages()) if (other !== page) await other.close().catch(() => undefined);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('升级向导', () => {
  it('takes the main account from the home-page offer to a created resource-centre account', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin().loginName, admin().password);
    const offer = shownTab(page).getByRole('region', { name: '升级资源中心账号' });
    await offer.getByText(OFFER).waitFor();
    await offer.getByRole('button', { name: '立即升级' }).click();
    await wizard(page).waitFor();

    // 升级须知: 同意协议 counts down 5 seconds.
    const agree = wizard(page).getByRole('button', { name: /^同意协议/ });
    expect(await agree.isDisabled()).toBe(true);
    expect(await agree.textContent()).toMatch(/同意协议（[1-5]秒）/);
    await expect.poll(() => agree.isEnabled(), { timeout: 8000, interval: 250 }).toBe(true);
    await agree.click();

    // 用户协议: the text; 上一步 and back.
    await wizard(page).getByRole('document', { name: AGREEMENT_TITLE }).getByText('第一条 服务范围').waitFor();
    await wizard(page).getByRole('button', { name: '上一步' }).click();
    expect(await wizard(page).getByRole('button', { name: '同意协议' }).isEnabled()).toBe(true);
    await wizard(page).getByRole('button', { name: '同意协议' }).click();
    await wizard(page).getByRole('button', { name: '下一步' }).click();

    // 创建账号: the rule, the mismatch, 上一步 and back.
    await wizard(page).getByText(CREDIT_CODE).waitFor();
    await wizard(page).getByLabel('初始密码').fill('abcdefgh');
    await wizard(page).getByText(MSG_RS_PASSWORD_RULE).waitFor();
    await wizard(page).getByRole('button', { name: '上一步' }).click();
    await wizard(page).getByRole('button', { name: '下一步' }).click();
    await wizard(page).getByLabel('初始密码').fill('Rs2026pass');
    await wizard(page).getByLabel('确认密码').fill('Rs2026pas');
    await wizard(page).getByText(MSG_RS_PASSWORD_MISMATCH).waitFor();
    await wizard(page).getByLabel('确认密码').fill('Rs2026pass');
    await wizard(page).getByText(MSG_RS_PASSWORD_MISMATCH).waitFor({ state: 'hidden' });
    const [created] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/enterprise/agreement/createRs')),
      wizard(page).getByRole('button', { name: '创建账号' }).click(),
    ]);
    // The password travels encrypted, never as typed.
    const body = created.postDataJSON() as { data: { bizRegNo: string; loginPwd: string } };
    expect(body.data.bizRegNo).toBe(CREDIT_CODE);
    expect(body.data.loginPwd).not.toContain('Rs2026pass');

    // 完成.
    await wizard(page).getByText('资源中心账号创建成功').waitFor();
    await wizard(page).getByText(`资源中心账号：${CREDIT_CODE}`, { exact: false }).waitFor();
    await wizard(page)
      .getByRole('button', { name: /完\s*成/ })
      .click();
    await wizard(page).waitFor({ state: 'hidden' });
    await offer.waitFor({ state: 'detached' });

    const info = await call<{ hasAccount: boolean; accountLoginName: string }>(portal.url, '/api/enterprise/agreement/queryInfo', {}, await tokenOf(page));
    expect(info).toMatchObject({ hasAccount: true, accountLoginName: CREDIT_CODE });
    // Offered once: not after a reload either.
    await page.reload();
    await shownTab(page).getByText('快捷入口').waitFor();
    expect(await page.getByText(OFFER).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
