// Collect buttons (docs/definitions.md "collect"): one new bill in another family from the
// selected bills — or from the bills the list's conditions select — with the confirm or prompt
// of the definition, the selection rules of spec §5.3 and the required condition of §5.2.
import { MSG_OPERATION_SUCCEEDED, MSG_SELECT_ROWS } from '#core/messages.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';

import { recordFeedback } from '../../testing/fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { ButtonBar } from './ButtonBar.tsx';
import type { ListRequest, ListTerm } from '#core/list/list-request.ts';

import type { BillRow } from '#core/list/list-page.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { orderWithCollectButtons } from '../../testing/sampleFamilies.ts';
import { sampleBills } from '../../testing/sampleBills.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const now = new Date('2025-11-20T16:00:00+08:00');
const definition = orderWithCollectButtons();
const window7d: ListTerm = { column: 'create_time', termType: 'btw', type: 'and', value: ['2025-11-13 00:00:00', '2025-11-20 23:59:59'] };
const currency: ListTerm = { column: 'currency', termType: 'eq', type: 'and', value: '142' };
const request = (terms: ListTerm[]): ListRequest => ({ pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms });
const names: Record<string, string> = { '0': '暂存', '399': '海关审结' };
const audited = (count: number) => sampleBills(definition, count, { now, states: ['399'] });

beforeEach(() => {
  recordFeedback();
});

function renderBar(rows: BillRow[], terms: ListTerm[] = [window7d], bar: BillDefinition = definition) {
  const onChanged = vi.fn();
  render(
    <AppProviders>
      <ListSession definition={bar}>
        <ButtonBar
          definition={bar}
          selectedRows={rows}
          stateName={(state) => names[state] ?? state}
          listRequest={request(terms)}
          onChanged={onChanged}
          onFileQuery={vi.fn()}
        />
      </ListSession>
    </AppProviders>,
  );
  return { onChanged };
}

describe('collect buttons', () => {
  it('warns 请选择操作数据！ with nothing selected and posts nothing', async () => {
    const server = installFakeBillServer([definition]);
    renderBar([]);
    fireEvent.click(buttonByText('出口送货'));
    expect(await screen.findByText(MSG_SELECT_ROWS)).toBeTruthy();
    expect(openDialog()).toBeNull();
    expect(server.calls('exportDelivery')).toHaveLength(0);
  });

  it('is disabled while a selected bill is in a state its action does not accept', () => {
    installFakeBillServer([definition]);
    renderBar(sampleBills(definition, 2, { now, states: ['399', '0'] }));
    expect(buttonByText('出口送货').disabled).toBe(true);
    expect(buttonByText('撤单').disabled).toBe(true);
  });

  it('asks the definition’s question, then posts the ids under idsKey with the time window, says 操作成功！ and reloads', async () => {
    const rows = audited(2);
    const server = installFakeBillServer([definition], { bills: rows });
    const { onChanged } = renderBar(rows);
    fireEvent.click(buttonByText('出口送货'));
    expect(await screen.findByText('确定将选中清单生成送货单吗?')).toBeTruthy();
    fireEvent.click(buttonByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定将选中清单生成送货单吗?')).toBeNull());
    expect(server.calls('exportDelivery')).toHaveLength(0);

    fireEvent.click(buttonByText('出口送货'));
    await screen.findByText('确定将选中清单生成送货单吗?');
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('exportDelivery')[0])).toEqual({ inventoryIds: [1, 2], startTime: '2025-11-20 00:00:00', endTime: '2025-11-20 23:59:59' });
    expect(await screen.findByText(MSG_OPERATION_SUCCEEDED)).toBeTruthy();
  });

  it('asks a collect with a prompt for its text, refusing a blank one, and posts it under prompt.key', async () => {
    const rows = audited(1);
    const server = installFakeBillServer([definition], { bills: rows });
    const { onChanged } = renderBar(rows);
    fireEvent.click(buttonByText('撤单'));
    const reason = await screen.findByLabelText('撤单原因');
    fireEvent.change(reason, { target: { value: '  ' } });
    fireEvent.click(buttonByText('确定'));
    expect(await screen.findByText('请输入撤单原因')).toBeTruthy();
    expect(server.calls('exportCancel')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '买家取消' } });
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('exportCancel')[0])).toEqual({ ids: [1], startTime: '2025-11-20 00:00:00', endTime: '2025-11-20 23:59:59', reason: '买家取消' });
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('by condition: refuses while the required condition is empty, posting nothing', async () => {
    const server = installFakeBillServer([definition]);
    renderBar([]);
    fireEvent.click(buttonByText('生成汇总申请'));
    expect(await screen.findByText('请先选择「币制」查询条件')).toBeTruthy();
    expect(openDialog()).toBeNull();
    expect(server.calls('/expuSummaryApply/declarationByInvrntory')).toHaveLength(0);
  });

  it('by condition: posts the list’s terms and their window to its path outside the family, without a selection', async () => {
    const server = installFakeBillServer([definition], { bills: audited(3) });
    const { onChanged } = renderBar([], [currency, window7d]);
    fireEvent.click(buttonByText('生成汇总申请'));
    await screen.findByText('确定按当前条件生成汇总申请单吗?');
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(server.calls('exportDelivery')).toHaveLength(0);
    const [call] = server.calls('/expuSummaryApply/declarationByInvrntory');
    expect(call.path).toBe('/api/enterprise/expuSummaryApply/declarationByInvrntory');
    expect(dataOf(call)).toEqual({ terms: [currency, window7d], startTime: '2025-11-13 00:00:00', endTime: '2025-11-20 23:59:59' });
    expect(await screen.findByText(MSG_OPERATION_SUCCEEDED)).toBeTruthy();
  });
});
