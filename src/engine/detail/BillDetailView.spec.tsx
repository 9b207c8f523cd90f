// The detail page of the export declaration (spec §2.5, §4.4, §5.2, §6) against a fake server:
// modes, buttons by code, one schema's messages on fields and cells, what each save sends.
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetBillDefinitions } from '../list/billDefinitionSource.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { BillDetailPage } from './BillDetailPage.tsx';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { DETAIL_CODES, DetailSession, signInAs } from '../../testing/detailSession.tsx';
import { DICTIONARY_ITEMS, installFakeDetailServer } from '../../testing/fakeDetailServer.ts';
import { countingProbe, RenderProbeProvider } from '../form/renderProbe.tsx';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { buttonNamed, clickButton, confirmDialog, fieldError } from '../../testing/detailQueries.ts';
import { sampleDeclaration } from '../../testing/sampleDeclaration.ts';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

const definition = exportDeclarationDefinition();

beforeEach(() => {
  recordFeedback();
  forgetBillDefinitions();
  forgetDictionaries();
  signInAs(definition);
});

function open(id?: number, codes: readonly string[] = DETAIL_CODES) {
  return render(
    <DetailSession definition={definition} codes={codes}>
      <BillDetailPage type="export" routeKey="declaration" id={id} />
    </DetailSession>,
  );
}

const button = (name: string) => buttonNamed(name);
const click = (name: string) => clickButton(name);
const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;

describe('an existing bill', () => {
  it('opens in view mode: values as text, dictionary values by name, 编辑 and 刷新 only', async () => {
    installFakeDetailServer(definition, [sampleDeclaration(3)]);
    open(1);
    expect(await screen.findByText('ED202506150001')).toBeTruthy();
    expect(document.getElementById('root_copNo')?.tagName).toBe('SPAN');
    expect(screen.getByText('广州海关')).toBeTruthy();
    expect(screen.getByText('直通放行')).toBeTruthy();
    expect(button('编辑')).toBeTruthy();
    expect(button('刷新')).toBeTruthy();
    for (const name of ['保存', '保存并申报', '暂存', '表体保存', '删除', '新增行', '汇总']) expect(button(name)).toBeNull();
    expect(document.querySelector('.bill-line-form')).toBeNull();
    const secondLine = await waitFor(() => {
      const found = document.querySelector('.ag-row[row-index="1"] [col-id="gname"]');
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(secondLine);
    expect(await screen.findByText('第2行商品')).toBeTruthy();
    expect(document.getElementById('line_gname')?.textContent).toBe('蓝牙耳机2');
  });

  it('enters edit mode with 编辑 and offers the editing buttons the user holds', async () => {
    installFakeDetailServer(definition, [sampleDeclaration(3)]);
    open(
      1,
      DETAIL_CODES.filter((code) => code !== 'save' && code !== 'delete'),
    );
    await screen.findByText('ED202506150001');
    await click('编辑');
    expect(input('copNo').value).toBe('ED202506150001');
    for (const name of ['保存并申报', '暂存', '表体保存', '新增行', '汇总']) expect(button(name)).toBeTruthy();
    expect(button('保存')).toBeNull();
    expect(button('删除')).toBeNull();
  });

  it('offers no editing for a bill customs has released', async () => {
    installFakeDetailServer(definition, [sampleDeclaration(1, { state: '800', stateName: '放行' })]);
    open(1);
    await screen.findByText('ED202506150001');
    expect(button('编辑')).toBeNull();
  });

  it('saves after confirmation, sending the header only when no line changed, and returns to view mode', async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(2)]);
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    fireEvent.change(input('contrNo'), { target: { value: 'HT-NEW' } });
    await click('保存');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeTruthy());
    await confirmDialog();
    await waitFor(() => expect(server.calls('saveData')).toHaveLength(1));
    const sent = server.dataOf(server.calls('saveData')[0]);
    // The version the bill was read at travels with it: a save after someone else's is refused.
    expect(sent).toMatchObject({ id: 1, version: 3, contrNo: 'HT-NEW', copNo: 'ED202506150001' });
    expect(sent).not.toHaveProperty('lines');
    expect(sent).not.toHaveProperty('state');
    expect(sent).not.toHaveProperty('customMasterName');
    await waitFor(() => expect(document.getElementById('root_contrNo')?.tagName).toBe('SPAN'));
    expect(screen.getByText('HT-NEW')).toBeTruthy();
  });
});

describe('a bill someone else changed meanwhile', () => {
  it('is not overwritten: the page says so, keeps the edits, and loads the bill again only when asked', async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(2)]);
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    fireEvent.change(input('contrNo'), { target: { value: 'HT-MINE' } });
    // A colleague saves the bill first.
    Object.assign(server.bills.get(1)!, { contrNo: 'HT-THEIRS', version: 4 });
    await click('保存');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeTruthy());
    await confirmDialog();
    await waitFor(() => expect(screen.getByText('该单据已被他人修改，请重新加载后再保存。重新加载将放弃本页未保存的修改')).toBeTruthy());
    expect(server.bills.get(1)!.contrNo).toBe('HT-THEIRS');
    // 继续编辑: nothing lost.
    await clickButton('继续编辑', document.querySelectorAll('.ant-modal-confirm')[document.querySelectorAll('.ant-modal-confirm').length - 1]);
    expect(input('contrNo').value).toBe('HT-MINE');
    // Saving again, then 重新加载: the colleague's bill is shown.
    await click('保存');
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBeGreaterThan(0));
    await confirmDialog();
    await waitFor(() => expect(screen.getAllByText(/该单据已被他人修改/).length).toBeGreaterThan(0));
    const dialogs = document.querySelectorAll('.ant-modal-confirm');
    await clickButton('重新加载', dialogs[dialogs.length - 1]);
    await waitFor(() => expect(screen.getByText('HT-THEIRS')).toBeTruthy());
  });

  it('a line saved on the page moves the version the header is then saved against', async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(2)]);
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"] [col-id="gno"]')).toBeTruthy());
    fireEvent.click(document.querySelector('.ag-row[row-index="0"] [col-id="gno"]')!);
    await waitFor(() => expect(document.getElementById('line_gname')).toBeTruthy());
    fireEvent.change(document.getElementById('line_gname')!, { target: { value: '充电宝' } });
    await click('表体保存');
    await waitFor(() => expect(server.calls('saveListData')).toHaveLength(1));
    fireEvent.change(input('contrNo'), { target: { value: 'HT-AFTER-LINE' } });
    await click('保存');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeTruthy());
    await confirmDialog();
    await waitFor(() => expect(server.calls('saveData')).toHaveLength(1));
    expect(server.dataOf(server.calls('saveData')[0])).toMatchObject({ version: 4, contrNo: 'HT-AFTER-LINE' });
    await waitFor(() => expect(server.bills.get(1)!.contrNo).toBe('HT-AFTER-LINE'));
  });
});

describe('a new bill', () => {
  it("opens in edit mode with the user's company as declaring agent", async () => {
    installFakeDetailServer(definition);
    open();
    await waitFor(() => expect(input('agentCode').value).toBe('91440101MA5CKT9G3F'));
    expect(input('agentName').value).toBe('广州穗通跨境供应链管理有限公司');
    expect(button('编辑')).toBeNull();
    expect(button('暂存')).toBeTruthy();
  });

  it("names every problem on its field and cell, in the server's words, and sends nothing", async () => {
    const server = installFakeDetailServer(definition);
    open();
    await waitFor(() => expect(input('copNo')).toBeTruthy());
    fireEvent.change(input('copNo'), { target: { value: 'E'.repeat(31) } });
    await click('新增行');
    await click('暂存');
    expect(fieldError('copNo')).toBe('企业内部编号不能超过30个字符');
    expect(fieldError('customMaster')).toBe('请选择申报地海关');
    expect(fieldError('declTrnRel')).toBe('请填写报关/转关关系标志');
    expect(fieldError('agentCode')).toBeUndefined();
    expect(screen.getByText('第1行「商品编号」：请填写商品编号')).toBeTruthy();
    expect(screen.getByText('第1行「成交计量单位」：请选择成交计量单位')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ag-row [col-id="codeTs"] .bill-line-cell-error')?.getAttribute('title')).toBe('请填写商品编号'));
    expect(server.calls('saveData')).toHaveLength(0);
  });
});

describe('saving and the lines', () => {
  it('暂存 sends header and lines in one call, puts the new id in the address and stays in edit mode', async () => {
    const server = installFakeDetailServer(definition);
    open();
    await waitFor(() => expect(input('copNo')).toBeTruthy());
    const bill = sampleDeclaration(0);
    for (const name of ['copNo', 'declTrnRel', 'contrNo', 'tradeCode', 'tradeName', 'ownerName', 'distinatePort', 'entryType', 'origBoxFlag']) {
      fireEvent.change(input(name), { target: { value: String(bill[name]) } });
    }
    await setSelects(bill, ['customMaster', 'tradeMode', 'tradeCountry', 'insurCurr', 'insurMark', 'trafMode', 'wrapType', 'tradeAreaCode']);
    for (const name of ['packNo', 'grossWet', 'netWt']) fireEvent.change(input(name), { target: { value: String(bill[name]) } });
    await click('新增行');
    await fillLine(
      { codeTs: '8518300000', gname: '蓝牙耳机', gmodel: '无线', gqty: '2', declPrice: '10', declTotal: '20' },
      { gunit: '011', tradeCurr: '502' },
    );
    await click('暂存');
    await waitFor(() => expect(server.calls('saveData')).toHaveLength(1));
    const sent = server.dataOf(server.calls('saveData')[0]);
    expect(sent).toMatchObject({ copNo: 'ED202506150001', customMaster: '5100', packNo: 12, agentCode: '91440101MA5CKT9G3F', appType: '1', ieFlag: 'E' });
    expect(sent.id).toBeUndefined();
    expect(sent.lines).toEqual([
      { gno: 1, codeTs: '8518300000', gname: '蓝牙耳机', gmodel: '无线', gqty: 2, declPrice: 10, declTotal: 20, gunit: '011', tradeCurr: '502' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/details\/export\/declaration\?id=1001&startTime=2025-06-15\+00%3A00%3A00/),
    );
    expect(input('copNo').tagName).toBe('INPUT');
  });

  it('表体保存 sends the selected line with the head id; 删除 asks for a selection first', async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(2)]);
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    await click('删除');
    await waitFor(() => expect(screen.getByText('请选择需要删除的数据！')).toBeTruthy());
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"] [col-id="gno"]')).toBeTruthy());
    fireEvent.click(document.querySelector('.ag-row[row-index="0"] [col-id="gno"]')!);
    await waitFor(() => expect(document.getElementById('line_gname')).toBeTruthy());
    fireEvent.change(document.getElementById('line_gname')!, { target: { value: '充电宝' } });
    await click('表体保存');
    await waitFor(() => expect(server.calls('saveListData')).toHaveLength(1));
    expect(server.dataOf(server.calls('saveListData')[0])).toMatchObject({ headId: 1, id: 5001, gno: 1, gname: '充电宝', gunit: '011' });
    expect(server.dataOf(server.calls('saveListData')[0])).not.toHaveProperty('gunitName');
  });

  it('汇总 asks for orders, then adds the chosen ones to this bill', async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(1)]);
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    await click('汇总');
    const dialog = await waitFor(() => {
      const found = document.querySelector('.ant-modal');
      expect(found?.textContent).toContain('EO202506150007');
      return found!;
    });
    await clickButton('添加', dialog);
    await waitFor(() => expect(screen.getByText('请选择订单数据！')).toBeTruthy());
    fireEvent.click(dialog.querySelector('.ant-table-tbody .ant-checkbox-input')!);
    await clickButton('添加', dialog);
    await waitFor(() => expect(server.calls('saveListByOrderIds')).toHaveLength(1));
    expect(server.dataOf(server.calls('saveListByOrderIds')[0])).toMatchObject({
      headId: 1,
      orderIds: [7],
      startTime: expect.stringMatching(/00:00:00$/),
      endTime: expect.stringMatching(/23:59:59$/),
    });
  });

  it("shows the server's problems on the fields and the lines they name", async () => {
    const server = installFakeDetailServer(definition, [sampleDeclaration(2)]);
    server.api.on('POST /api/enterprise/expuDeclaration/saveData', () => ({
      status: 400,
      body: {
        code: -1,
        message: '请选择有效的申报地海关',
        data: {
          errors: [
            { path: 'customMaster', field: 'customMaster', title: '申报地海关', message: '请选择有效的申报地海关', text: '请选择有效的申报地海关' },
            {
              path: 'lines.1.gunit',
              field: 'gunit',
              title: '成交计量单位',
              message: '商品信息第2行：请选择有效的成交计量单位',
              text: '请选择有效的成交计量单位',
              line: 1,
            },
          ],
        },
      },
    }));
    open(1);
    await screen.findByText('ED202506150001');
    await click('编辑');
    await click('暂存');
    await waitFor(() => expect(fieldError('customMaster')).toBe('请选择有效的申报地海关'));
    expect(screen.getByText('第2行「成交计量单位」：请选择有效的成交计量单位')).toBeTruthy();
  });
});

describe('render cost on the page', () => {
  it('one keystroke in a header field is one commit of the page and re-renders that field only', async () => {
    installFakeDetailServer(definition, [sampleDeclaration(10)]);
    const probe = countingProbe();
    const commits = vi.fn();
    render(
      <DetailSession definition={definition}>
        <Profiler id="page" onRender={commits}>
          <RenderProbeProvider probe={probe}>
            <BillDetailPage type="export" routeKey="declaration" id={1} />
          </RenderProbeProvider>
        </Profiler>
      </DetailSession>,
    );
    await screen.findByText('ED202506150001');
    await click('编辑');
    // The page has started (the grid starts after the header is painted) once nothing commits for a while.
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="9"]')).toBeTruthy());
    for (let before = -1; before !== commits.mock.calls.length;) {
      before = commits.mock.calls.length;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    probe.reset();
    commits.mockClear();
    fireEvent.change(input('contrNo'), { target: { value: 'HT-2025-06151' } });
    await act(async () => {});
    expect(commits).toHaveBeenCalledTimes(1);
    expect([...probe.counts.entries()]).toEqual([['field:contrNo', 1]]);
  });
});

async function setSelects(bill: Record<string, unknown>, names: string[]) {
  for (const name of names) {
    const select = input(name);
    await act(async () => {
      fireEvent.mouseDown(select);
    });
    const label = DICTIONARY_LABELS[name](bill[name]);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
        (candidate) => candidate.getAttribute('title') === label || candidate.textContent === label,
      );
      expect(found).toBeTruthy();
      return found!;
    });
    await act(async () => {
      fireEvent.click(option);
    });
  }
}

async function fillLine(texts: Record<string, string>, selects: Record<string, string>) {
  for (const [name, value] of Object.entries(texts)) {
    const field = document.getElementById(`line_${name}`) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(field, { target: { value } });
    });
  }
  for (const [name, value] of Object.entries(selects)) {
    await act(async () => {
      fireEvent.mouseDown(document.getElementById(`line_${name}`)!);
    });
    const label = DICTIONARY_ITEMS[name === 'gunit' ? 'unit' : 'currency'].find((item) => item.value === value)!.name;
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
        (candidate) => candidate.textContent === label,
      );
      expect(found).toBeTruthy();
      return found!;
    });
    await act(async () => {
      fireEvent.click(option);
    });
  }
}

const codeOf: Record<string, string> = {
  customMaster: 'declare_port',
  tradeMode: 'trade_mode',
  tradeCountry: 'country',
  insurCurr: 'currency',
  insurMark: 'fee_flag',
  trafMode: 'traf_mode',
  wrapType: 'wrap_type',
  tradeAreaCode: 'country',
};
const DICTIONARY_LABELS: Record<string, (value: unknown) => string> = Object.fromEntries(
  Object.entries(codeOf).map(([name, code]) => [name, (value: unknown) => DICTIONARY_ITEMS[code].find((item) => item.value === value)!.name]),
);
