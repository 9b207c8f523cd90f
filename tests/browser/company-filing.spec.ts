// The company filing as a new company meets it (bill-families-and-screens.md §2 /enterprise, §3.9,
// §4, §5, §8; issue 12): a company that has not filed is turned away from bill pages with
// 请先进行企业备案！; on 企业备案 it starts from empty, sees the spec's own message when it leaves a
// required field, fills the form (cascading province → city → district), ticks the business scope
// and the e-commerce types, uploads the two attachments, saves, declares after the spec's question,
// sees the filing locked under review, then the reviewer's approval in the history — and the bill
// pages open without a new sign-in, new bills starting from the filing's customs code.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoAccounts, launchBrowser, logInAt, shownTab, startPortal, watchPageErrors, type Portal, settled } from './harness.ts';

let browser: Browser;

// A company that has not filed (no demo filing), and a reviewer slow enough to see the lock.
const REVIEW_DELAY_MS = 1500;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Each attempt (a retried test too) meets a company that has not filed: a portal of its own.
let portal: Portal;
beforeEach(async () => {
  portal = await startPortal({ PORTAL_DEMO_FILING: '0', PORTAL_FILING_REVIEW_DELAY_MS: String(REVIEW_DELAY_MS) });
});

afterEach(async () => {
  await portal?.stop();
});

// A 1×1 PNG: the server tells the type from these bytes.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

async function fill(page: Page, id: string, value: string) {
  const input = shownTab(page).locator(`#${id}`);
  await input.fill(value);
  await input.blur();
}

/** Opens the select `id`, types to search and picks the option named `name`. */
async function choose(page: Page, id: string, name: string) {
  const select = shownTab(page).locator(`#${id}`);
  await select.click();
  await select.fill(name);
  // The open list is the visible one (a list closed before may still be in the page, hidden).
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

async function upload(page: Page, type: string, fileName: string) {
  await button(shownTab(page), '上传附件').click();
  const dialog = page.getByRole('dialog', { name: '上传附件' });
  await (await settled(dialog.getByLabel('文件类型'))).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: type }).first().click();
  await dialog
    .locator('.ant-select-content', { hasText: type })
    .or(dialog.locator('.ant-select-selection-item', { hasText: type }))
    .first()
    .waitFor();
  await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await dialog.getByText(fileName).waitFor();
  await button(dialog, '上传').click();
  // The dialog closes once the file is stored and attached; the table then lists it.
  await dialog.waitFor({ state: 'hidden' });
  await shownTab(page).getByRole('cell', { name: fileName }).first().waitFor();
}

describe('企业备案', () => {
  it('新企业从空白填写备案、上传附件、保存、申报，审核中锁定，审核通过后单据页面开放', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal.url, admin.loginName, admin.password);

    // Not filed yet: bill pages send the company to the filing.
    await page.goto(`${portal.url}/bill/export/order`);
    await shownTab(page).getByText('请先进行企业备案！').waitFor();
    await button(shownTab(page), '去备案').click();
    await page.waitForURL(/\/enterprise$/);
    const tab = shownTab(page);
    await tab.getByTestId('form-state').filter({ hasText: '未申报' }).waitFor();
    expect(await page.getByText(/建设中/).count()).toBe(0);

    await button(tab, '编辑').click();
    // Leaving a required field empty: its own message (§5), not a derived one.
    await tab.locator('#s0_orgCode').click();
    await tab.locator('#s0_orgCode').blur();
    await tab.getByText('请输入组织机构编码').waitFor();
    // 企业名称 stays read-only in edit mode.
    expect(await tab.locator('input#s0_companyName').count()).toBe(0);

    await fill(page, 's0_orgCode', 'MA5CKT9G3');
    await expect.poll(() => tab.getByText('请输入组织机构编码').count()).toBe(0);
    await fill(page, 's0_socialCreditCode', '91440101MA5CKT9G3F');
    await fill(page, 's0_bizRegistNo', '440101000123456');
    await fill(page, 's0_taxPayerNo', '91440101MA5CKT9G3F');
    await fill(page, 's0_legalPerson', '陈建华');
    await choose(page, 's0_legalPersonIdType', '居民身份证');
    await fill(page, 's0_legalPersonIdNumber', '440106198203150031');
    await fill(page, 's0_registeredCapital', '1000');
    await fill(page, 's0_totalInvestment', '1200');
    await fill(page, 's0_inPlaceFunds', '800');
    await choose(page, 's0_economicTypeCode', '私营企业');
    await choose(page, 's0_economicZoneCode', '经济技术开发区');
    await choose(page, 's0_bizType', '跨境电子商务企业');
    await choose(page, 's0_orgType', '企业法人');
    await choose(page, 's0_industryType', '批发和零售业');
    await choose(page, 's0_provinceCode', '广东省');
    await choose(page, 's0_cityCode', '广州市');
    await choose(page, 's0_areaCode', '黄埔区');
    await fill(page, 's0_registAddr', '广州市黄埔区开创大道2898号');
    await fill(page, 's0_contactPerson', '李晓梅');
    await fill(page, 's0_mobileNo', '13826451234');
    await fill(page, 's0_bizScope', '跨境电子商务；供应链管理服务；国际货物运输代理。');
    await fill(page, 's1_customsRegistCode', '4401960123');
    await choose(page, 's1_customsCode', '广州');

    // 保存 before ticking: the two "tick at least one" rules.
    await button(tab, '保存').click();
    await tab.getByText('请选择业务范围').waitFor();
    await tab.getByText('请选择跨境贸易电子商务类型').waitFor();
    await tab.getByRole('checkbox', { name: '出口' }).check();
    await tab.getByRole('checkbox', { name: '电商企业' }).check();
    await expect.poll(() => tab.getByText('请选择业务范围').count()).toBe(0);

    await upload(page, '营业执照扫描件', '营业执照.png');
    await upload(page, '海关注册登记证书', '海关注册登记证书.png');

    await button(tab, '保存').click();
    await page.getByText('保存成功').first().waitFor();
    await button(tab, '编辑').waitFor();
    await tab.getByText('MA5CKT9G3', { exact: true }).waitFor();
    await tab.getByText('黄埔区', { exact: true }).waitFor();

    // Declare: the spec's question, then locked under review.
    await button(tab, '保存并申报').click();
    await page.getByText('申报成功后, 企业信息审核过程中, 不允许进行信息企业编辑, 是否进行申报?').waitFor();
    await (await settled(button(page.locator('.ant-modal-confirm'), '确定'))).click();
    await tab.getByTestId('form-state').filter({ hasText: '审核中' }).waitFor();
    expect(await button(tab, '编辑').count()).toBe(0);
    expect(await button(tab, '保存并申报').count()).toBe(0);

    // The reviewer decides after its delay; the page read again shows the approval and its record.
    await page.waitForTimeout(REVIEW_DELAY_MS + 500);
    await page.reload();
    const reviewed = shownTab(page);
    await reviewed.getByTestId('form-state').filter({ hasText: '审核通过' }).waitFor();
    const history = reviewed.getByRole('table').last();
    await history.getByText('备案信息审核通过').waitFor();
    await history.getByText('企业提交备案申请').waitFor();

    // The bill pages are open now, and a new bill's transmission code is the filing's customs code.
    await page.goto(`${portal.url}/details/export/order`);
    const order = shownTab(page);
    await expect.poll(() => order.locator('#root_copCode').inputValue(), { timeout: 15_000 }).toBe('4401960123');
    expect(errors).toEqual([]);
  });
});
