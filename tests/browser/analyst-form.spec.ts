// An analyst's form reaches a running portal as JSON only (issue 25 point 1 and its acceptance
// test): a new form — 企业信息变更申请, three field sections, two attachment kinds of which one is
// required, a lifecycle and a reviewer rule — written in a temporary definitions folder
// (tests/fixtures/analyst-form, no TypeScript), and the portal restarted on its existing database
// with that folder. In chromium: the menu entry appears, the form saves, submit is refused without
// the required attachment and accepted with it, the reviewer decides after its delay, and the
// history shows both steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ANALYST_FORM_FIXTURE, definitionsTree, type DefinitionsTree } from '../support/definitions-tree.ts';
import { demoAccounts, launchBrowser, logInAt, menuEntry, settled, shownTab, startPortal, watchPageErrors, type Portal } from './harness.ts';

const REVIEW_DELAY_MS = 1500;
// A 1×1 PNG: the server tells the type from these bytes.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

let browser: Browser;
let portal: Portal | undefined;
let tree: DefinitionsTree;
let dataDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  tree = definitionsTree(ANALYST_FORM_FIXTURE);
  dataDir = mkdtempSync(join(tmpdir(), 'analyst-form-'));
  // An existing installation: its database made by a portal on the project's own definitions.
  const database = { DATABASE_URL: join(dataDir, 'portal.sqlite') };
  const before = await startPortal(database);
  await before.stop();
  portal = await startPortal({ ...database, ...tree.env, PORTAL_FORM_REVIEW_DELAY_MS: String(REVIEW_DELAY_MS) });
});

afterAll(async () => {
  await portal?.stop();
  await browser?.close();
  tree?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

async function fill(tab: Locator, id: string, value: string) {
  const input = tab.locator(`#${id}`);
  await input.fill(value);
  await input.blur();
}

async function choose(page: Page, tab: Locator, id: string, name: string) {
  await tab.locator(`#${id}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

async function upload(page: Page, tab: Locator, type: string, fileName: string) {
  await button(tab, '上传附件').click();
  const dialog = page.getByRole('dialog', { name: '上传附件' });
  await (await settled(dialog.getByLabel('文件类型'))).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: type }).first().click();
  await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await dialog.getByText(fileName).waitFor();
  await button(dialog, '上传').click();
  await dialog.waitFor({ state: 'hidden' });
  await tab.getByRole('cell', { name: fileName }).first().waitFor();
}

async function submit(page: Page, tab: Locator) {
  await button(tab, '提交').click();
  await page.getByText('提交后审核期间不能修改，是否提交变更申请?').waitFor();
  await (await settled(button(page.locator('.ant-modal-confirm'), '确定'))).click();
}

describe('分析员只写 JSON 的新表单', () => {
  it('菜单出现，保存，缺必传附件时提交被拒，补上后提交，审核员决定，审批记录可见', async () => {
    const admin = demoAccounts().find((account) => account.userType === 'ADMIN')!;
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await logInAt(page, portal!.url, admin.loginName, admin.password);

    await (await menuEntry(page, '企业管理', '企业信息变更')).click();
    await page.waitForURL(/\/form\/companyChange$/);
    const tab = shownTab(page);
    await tab.getByTestId('form-state').filter({ hasText: '待提交' }).waitFor();
    for (const title of ['变更信息', '变更前', '变更后', '附件', '审批记录']) await tab.locator('.ant-card-head-title', { hasText: title }).first().waitFor();
    expect(await page.getByText(/建设中/).count()).toBe(0);

    await button(tab, '编辑').click();
    // A required field left empty shows the definition's own message.
    await tab.locator('#s0_changeReason').click();
    await tab.locator('#s0_changeReason').blur();
    await tab.getByText('请填写变更原因').waitFor();
    await choose(page, tab, 's0_changeType', '名称变更');
    await tab.locator('#s0_effectiveDate').click();
    await tab.locator('#s0_effectiveDate').fill('2026-12-01');
    await tab.locator('#s0_effectiveDate').press('Enter');
    await fill(tab, 's0_changeReason', '企业更名，营业执照已换发');
    await fill(tab, 's1_oldName', '杭州旧名跨境电商有限公司');
    await fill(tab, 's2_newName', '杭州新名跨境电商有限公司');
    await fill(tab, 's2_registeredCapital', '500.25');
    await button(tab, '保存').click();
    await page.getByText('保存成功').first().waitFor();
    await tab.getByText('杭州新名跨境电商有限公司', { exact: true }).waitFor();

    // No 营业执照副本 yet: the server refuses by the file type's name, and nothing moves.
    await submit(page, tab);
    await page.getByText('请上传营业执照副本').first().waitFor();
    await tab.getByTestId('form-state').filter({ hasText: '待提交' }).waitFor();

    await button(tab, '编辑').click();
    await upload(page, tab, '营业执照副本', '营业执照副本.png');
    await submit(page, tab);
    await page.getByText('提交成功').first().waitFor();
    await tab.getByTestId('form-state').filter({ hasText: '审核中' }).waitFor();
    expect(await button(tab, '编辑').count()).toBe(0);

    // The reviewer decides after its delay; the page read again shows its decision and the history.
    await page.waitForTimeout(REVIEW_DELAY_MS + 500);
    await page.reload();
    const reviewed = shownTab(page);
    await reviewed.getByTestId('form-state').filter({ hasText: '审核通过' }).waitFor();
    const history = reviewed.getByRole('table').last();
    await history.getByText('变更申请审核通过').waitFor();
    await history.getByText('提交变更申请').waitFor();
    await history.getByText('变更审核员').waitFor();
    expect(errors).toEqual([]);
  });
});
