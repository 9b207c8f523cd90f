// The two authorisation pages as definitions (schemas/bills/other-authApply, other-authConfirm):
// the list names its page with a fixed term, state check boxes filter with state in, 同意 and 拒绝
// post { id, flag } at once with the spec's texts, 回收 asks 确认回收企业授权? first, and 申请授权
// opens the company-selection dialog.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText, findOpenDialog, openDialog } from '../../testing/portalQueries.ts';
import { ok, recordFeedback } from '../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import { OPERATION_COLUMN } from '../../engine/list/gridColumns.tsx';
import { authApplyDefinition, authConfirmDefinition } from '#core/testing/authorisation-definitions.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { AUTHORISATION_DIALOGS } from './AuthorisationScreen.tsx';
import { sampleAuthorisations } from './sampleAuthorisations.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

beforeEach(() => {
  recordFeedback();
});

function renderList(definition: BillDefinition) {
  return render(
    <AppProviders>
      <ListSession definition={definition}>
        <BillListPage definition={definition} gridHeight={600} dialogs={AUTHORISATION_DIALOGS} />
      </ListSession>
    </AppProviders>,
  );
}

const rows = sampleAuthorisations();

function operationOf(commerceState: string): HTMLElement {
  const stateCell = [...document.querySelectorAll<HTMLElement>('[col-id="state"]')].find((cell) => cell.textContent === commerceState)!;
  const index = stateCell.closest('.ag-row')!.getAttribute('row-index');
  return document.querySelector<HTMLElement>(`.ag-row[row-index="${index}"] [col-id="${OPERATION_COLUMN}"]`)!;
}

describe('/settlementAuthorization/apply from its definition', () => {
  it('names its page in every list call and filters by the ticked states', async () => {
    const server = installFakeBillServer([authApplyDefinition()], { bills: rows });
    renderList(authApplyDefinition());
    await screen.findByText(String(rows[0].commerceName));
    expect(dataOf(server.rowCalls('queryPageList')[0])).toMatchObject({ terms: [{ column: 'page', termType: 'eq', type: 'and', value: 'apply' }] });
    fireEvent.click(screen.getByRole('checkbox', { name: '已授权' }));
    await waitFor(() => expect(server.rowCalls('queryPageList')).toHaveLength(2));
    expect(dataOf(server.rowCalls('queryPageList')[1])).toMatchObject({
      terms: [
        { column: 'state', termType: 'in', type: 'and', value: ['approved'] },
        { column: 'page', termType: 'eq', type: 'and', value: 'apply' },
      ],
    });
    await waitFor(() => expect(screen.queryByText(String(rows[0].commerceName))).toBeNull());
  });

  it('申请授权 opens the company selection, whose 申请 saves the chosen company and says 申请成功', async () => {
    const server = installFakeBillServer([authApplyDefinition()], { bills: rows });
    server.api.on('POST /api/enterprise/declare/authCommerce/findCompany', () =>
      ok([{ companyCode: '91330106MA2H7KQ8X5', companyName: '杭州西湖文创礼品有限公司' }]),
    );
    server.api.on('POST /api/enterprise/declare/authCommerce/save', () => ok(null));
    renderList(authApplyDefinition());
    await screen.findByText(String(rows[0].commerceName));
    fireEvent.click(buttonByText('申请授权'));
    const dialog = await findOpenDialog();
    fireEvent.change(within(dialog).getByLabelText('企业名称'), { target: { value: '西湖' } });
    fireEvent.click(buttonByText('查 询', dialog));
    fireEvent.click(await within(dialog).findByText('杭州西湖文创礼品有限公司'));
    await waitFor(() => expect(buttonByText('申 请', dialog).disabled).toBe(false));
    fireEvent.click(buttonByText('申 请', dialog));
    expect(await screen.findByText('申请成功')).toBeTruthy();
    expect(dataOf(server.api.requestsTo('POST /api/enterprise/declare/authCommerce/save')[0])).toEqual({
      commerceCode: '91330106MA2H7KQ8X5',
      commerceName: '杭州西湖文创礼品有限公司',
    });
  });
});

describe('/settlementAuthorization/confirm from its definition', () => {
  it('offers 同意 and 拒绝 on a waiting request and 回收 on one in force, nothing on the others', async () => {
    installFakeBillServer([authConfirmDefinition()], { bills: rows });
    renderList(authConfirmDefinition());
    await waitFor(() => expect(within(operationOf('待审核')).queryByText('同意')).toBeTruthy());
    const texts = (state: string) => [...operationOf(state).querySelectorAll('button')].map((button) => button.textContent);
    expect(texts('待审核')).toEqual(['同意', '拒绝']);
    expect(texts('已授权')).toEqual(['回收']);
    expect(texts('已拒绝')).toEqual([]);
    expect(texts('已回收')).toEqual([]);
  });

  it('同意 posts { id, flag: true } at once and says 授权操作成功', async () => {
    const server = installFakeBillServer([authConfirmDefinition()], { bills: sampleAuthorisations() });
    renderList(authConfirmDefinition());
    await waitFor(() => expect(within(operationOf('待审核')).queryByText('同意')).toBeTruthy());
    fireEvent.click(within(operationOf('待审核')).getByText('同意'));
    await waitFor(() => expect(server.calls('audit')).toHaveLength(1));
    expect(dataOf(server.calls('audit')[0])).toEqual({ id: 1, flag: true });
    expect(await screen.findByText('授权操作成功')).toBeTruthy();
  });

  it('拒绝 posts { id, flag: false } and says 拒绝授权操作成功', async () => {
    const server = installFakeBillServer([authConfirmDefinition()], { bills: sampleAuthorisations() });
    renderList(authConfirmDefinition());
    await waitFor(() => expect(within(operationOf('待审核')).queryByText('拒绝')).toBeTruthy());
    fireEvent.click(within(operationOf('待审核')).getByText('拒绝'));
    await waitFor(() => expect(server.calls('audit')).toHaveLength(1));
    expect(dataOf(server.calls('audit')[0])).toEqual({ id: 1, flag: false });
    expect(await screen.findByText('拒绝授权操作成功')).toBeTruthy();
  });

  it('回收 asks 确认回收企业授权? before it posts the ids', async () => {
    const server = installFakeBillServer([authConfirmDefinition()], { bills: sampleAuthorisations() });
    renderList(authConfirmDefinition());
    await waitFor(() => expect(within(operationOf('已授权')).queryByText('回收')).toBeTruthy());
    fireEvent.click(within(operationOf('已授权')).getByText('回收'));
    expect(await screen.findByText('确认回收企业授权?')).toBeTruthy();
    expect(server.calls('tackBack')).toHaveLength(0);
    fireEvent.click(buttonByText('确 定', openDialog()!));
    await waitFor(() => expect(server.calls('tackBack')).toHaveLength(1));
    expect(dataOf(server.calls('tackBack')[0])).toMatchObject({ ids: [2] });
    expect(await screen.findByText('回收授权成功')).toBeTruthy();
  });
});
