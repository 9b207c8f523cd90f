// The settlement pages as definitions (schemas/bills/other-settlement, other-verification): the
// operation column offers in each row what §4.1 allows in its state, 查看 and 编辑 open the detail
// page with the JSON params of §2.6, 撤销 sends a reason with revokeType 1, a dialog button hands
// its row to the feature's dialog, and 查看撤销历史 lists the history definition in a dialog.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText, findOpenDialog } from '../../testing/portalQueries.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import type { FeatureDialogProps, FeatureDialogs } from '../../engine/dialogs/featureDialogs.ts';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import { OPERATION_COLUMN } from '../../engine/list/gridColumns.tsx';
import {
  settlementDefinition,
  settlementRevokeDefinition,
  verificationDefinition,
  verificationRevokeDefinition,
} from '#core/testing/settlement-definitions.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { sampleApplications, sampleRevokes, sampleVerifications } from './sampleSettlements.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

const now = new Date('2025-11-20T16:00:00+08:00');

beforeEach(() => {
  recordFeedback();
});

function renderList(definition: BillDefinition, dialogs?: FeatureDialogs) {
  return render(
    <AppProviders>
      <ListSession definition={definition}>
        <BillListPage definition={definition} now={now} gridHeight={600} dialogs={dialogs} />
      </ListSession>
    </AppProviders>,
  );
}

const samples = sampleApplications();

/** The grid's row index of application `id` (found by its 申请单号 cell). */
function rowIndexOf(id: number): string {
  const number = String(samples.find((row) => row.id === id)?.declareNoName);
  const cell = [...document.querySelectorAll<HTMLElement>('[col-id="declareNoName"]')].find((candidate) => candidate.textContent === number);
  return cell?.closest('.ag-row')?.getAttribute('row-index') ?? '-1';
}

/** The links of the operation column in the row of application `id`. */
function actionsOf(id: number): string[] {
  const cells = [...document.querySelectorAll<HTMLElement>(`.ag-row[row-index="${rowIndexOf(id)}"] [col-id="${OPERATION_COLUMN}"]`)];
  return cells.flatMap((cell) => [...cell.querySelectorAll('button')].map((button) => button.textContent ?? ''));
}

function clickAction(id: number, text: string) {
  const cell = document.querySelector<HTMLElement>(`.ag-row[row-index="${rowIndexOf(id)}"] [col-id="${OPERATION_COLUMN}"]`)!;
  fireEvent.click(within(cell).getByText(text));
}

const location = () => screen.getByTestId('location').textContent ?? '';

function installSettlement() {
  const history = settlementRevokeDefinition();
  return installFakeBillServer([settlementDefinition(), history], { bills: sampleApplications(), listsByRoute: { [history.ui.route]: sampleRevokes() } });
}

describe('/exchangeSettlement from its definition', () => {
  it('offers in each row what its state allows (spec §4.1)', async () => {
    installSettlement();
    renderList(settlementDefinition());
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(1)).toEqual(['提交', '编辑', '删除', '查看']));
    expect(actionsOf(2)).toEqual(['查看']); // 申报中
    expect(actionsOf(3)).toEqual(['撤销', '查看']); // 审核中
    expect(actionsOf(4)).toEqual(['查看']); // 审核通过
    expect(actionsOf(5)).toEqual([]); // 审核不通过
    expect(actionsOf(6)).toEqual([]); // 已撤销
  });

  it('opens 查看 on the detail page with the JSON params of §2.6', async () => {
    installSettlement();
    renderList(settlementDefinition());
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(4)).toContain('查看'));
    clickAction(4, '查看');
    await waitFor(() => expect(location()).toContain('/exchangeSettlement/applicationDetail?'));
    const params = new URL(location(), 'http://portal').searchParams.get('params');
    expect(JSON.parse(params ?? '')).toEqual({ type: 'view', billType: 'import', id: 4 });
  });

  it('opens 编辑 with type edit', async () => {
    installSettlement();
    renderList(settlementDefinition());
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(1)).toContain('编辑'));
    clickAction(1, '编辑');
    await waitFor(() => expect(location()).toContain('/exchangeSettlement/applicationDetail?'));
    expect(JSON.parse(new URL(location(), 'http://portal').searchParams.get('params') ?? '')).toEqual({ type: 'edit', billType: 'export', id: 1 });
  });

  it('revokes an application in review with a reason and revokeType 1, saying 申请撤销成功', async () => {
    const server = installSettlement();
    renderList(settlementDefinition());
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(3)).toContain('撤销'));
    clickAction(3, '撤销');
    const dialog = await findOpenDialog();
    fireEvent.click(buttonByText('确 定', dialog));
    expect(await screen.findByText('申请撤销理由不能为空')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '银行账户变更' } });
    fireEvent.click(buttonByText('确 定', dialog));
    await waitFor(() => expect(server.calls('/declare/revoke/revoke')).toHaveLength(1));
    expect(dataOf(server.calls('/declare/revoke/revoke')[0])).toMatchObject({ ids: [3], reason: '银行账户变更', revokeType: 1 });
    expect(await screen.findByText('申请撤销成功')).toBeTruthy();
  });

  it('hands the row to the feature dialog a dialog button names, and reloads when it is done', async () => {
    const server = installSettlement();
    const opened: FeatureDialogProps[] = [];
    const Submit = (props: FeatureDialogProps) => {
      opened.push(props);
      return (
        <button type="button" onClick={props.onDone}>
          完成提交
        </button>
      );
    };
    renderList(settlementDefinition(), { settlementSubmit: Submit });
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(1)).toContain('提交'));
    const lists = server.rowCalls('queryPageList').length;
    clickAction(1, '提交');
    fireEvent.click(await screen.findByText('完成提交'));
    expect(opened[0]?.title).toBe('提交');
    expect(opened[0]?.rows.map((row) => row.id)).toEqual([1]);
    await waitFor(() => expect(server.rowCalls('queryPageList').length).toBe(lists + 1));
  });

  it('says so when a dialog the definition names is not brought by the screen', async () => {
    installSettlement();
    renderList(settlementDefinition(), {});
    await screen.findByText('JH2025112000000002');
    await waitFor(() => expect(actionsOf(1)).toContain('提交'));
    clickAction(1, '提交');
    expect(await screen.findByText('弹框 settlementSubmit 未配置，请联系管理员')).toBeTruthy();
  });

  it('lists the cancellation history definition in a dialog', async () => {
    const server = installSettlement();
    renderList(settlementDefinition());
    await screen.findByText('JH2025112000000002');
    fireEvent.click(buttonByText('查看撤销历史'));
    const dialog = await findOpenDialog();
    expect(await within(dialog).findByText('银行账户变更，重新申请')).toBeTruthy();
    expect(within(dialog).getByText('撤销原因')).toBeTruthy();
    expect(server.rowCalls('/declare/revoke/revokePageList')).toHaveLength(1);
    expect(dataOf(server.calls('/declare/revoke/revokePageList')[0])).toMatchObject({ pageIndex: 0, sorts: [{ name: 'update_time', order: 'desc' }] });
  });
});

describe('/settlementVerification from its definition', () => {
  it('asks 请选择需要撤销的申请单 when 撤销申请 has no selection (spec §5.3)', async () => {
    const history = verificationRevokeDefinition();
    installFakeBillServer([verificationDefinition(), history], { bills: sampleVerifications(), listsByRoute: { [history.ui.route]: sampleRevokes() } });
    renderList(verificationDefinition(), {});
    await screen.findByText('100.1');
    fireEvent.click(buttonByText('撤销申请'));
    expect(await screen.findByText('请选择需要撤销的申请单')).toBeTruthy();
  });
});
