// The sign-record page /sign/detail/{id} (spec §2, §3.12) in the whole portal against a fake
// API: the definition asked by its detail route, the record by id, every field with its title,
// XML pretty-printed, the breadcrumb of the sign-record page, 返回, loading failures.
import { MSG_NO_DEFINITION } from '#core/messages.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders.tsx';
import { PortalApp } from '../../app/PortalApp.tsx';
import { signIn } from '../../testing/httpMock.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, recordFeedback } from '../../testing/fakeApi.ts';
import { BILL_DEFINITION_PATH, forgetBillDefinitions } from '../../engine/list/index.ts';
import { forgetDictionaries } from '../../engine/form/dictionaryStore.ts';
import { signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { withUi } from '#core/testing/bill-definitions.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { adminUserFixture } from '../shell/fixtures.ts';
import { installFakeSignServer, sampleSignRecord, signMenu } from '../../testing/signRecords.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

beforeEach(() => {
  forgetBillDefinitions();
  forgetDictionaries();
  recordFeedback();
  signIn(adminUserFixture, signMenu());
});

const xmlBlock = () => document.querySelector('pre.bill-xml');
const breadcrumb = () => document.querySelector('.ant-breadcrumb')?.textContent?.replace(/\s+/g, '');

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

describe('/sign/detail/{id}', () => {
  it('asks the definition by detail route and the record by id, and shows every field under its title', async () => {
    const server = installFakeSignServer();
    renderPortal('/sign/detail/42');
    expect(await screen.findByText('SIGN2025112000042')).toBeTruthy();
    expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).map((request) => request.body)).toEqual([{ data: { detailRoute: '/sign/detail/{id}' } }]);
    expect(server.lookups()).toEqual([{ id: 42 }]);
    for (const title of [
      '企业内部编号',
      '海关注册编码',
      '企业名称',
      '报文类型',
      '用途',
      '待签名数据',
      '签名结果',
      '备注',
      '创建时间',
      '更新时间',
      '状态',
      '回执信息',
    ]) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect(screen.getByText('出口电子订单')).toBeTruthy();
    expect(screen.getByText('2025-11-20 09:12:41')).toBeTruthy();
    expect(screen.getAllByText('加签成功').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('编辑')).toBeNull();
  });

  it('pretty-prints the XML document in a monospace block', async () => {
    installFakeSignServer();
    renderPortal('/sign/detail/42');
    await waitFor(() => expect(xmlBlock()).toBeTruthy());
    const lines = xmlBlock()!.textContent!.split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe('<ceb:CEB303Message xmlns:ceb="http://www.chinaport.gov.cn/ceb" guid="4CDE1CFD-EDED-46B1-946C-B8022E42FC94" version="1.0">');
    expect(lines).toContain('      <ceb:orderNo>EO2025000001</ceb:orderNo>');
    expect(lines).toContain('  <!-- 加签前报文 -->');
    expect(lines[lines.length - 1]).toBe('</ceb:CEB303Message>');
  });

  it('sits under 签名记录 in the breadcrumb, whatever bill page comes first in the menu', async () => {
    installFakeSignServer();
    renderPortal('/sign/detail/42');
    await screen.findByText('SIGN2025112000042');
    expect(breadcrumb()).toBe('首页/企业管理/签名记录/详情');
  });

  it('goes back to the sign-record list when the page was opened directly', async () => {
    installFakeSignServer();
    const { location } = renderPortal('/sign/detail/42');
    await screen.findByText('SIGN2025112000042');
    fireEvent.click(buttonByText('返回'));
    await waitFor(() => expect(location()).toBe('/bill/other/sign'));
  });

  it('closes its tab for the sign-record list, wherever the user came from', async () => {
    installFakeSignServer();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/home', '/sign/detail/42']} initialIndex={1}>
          <PortalApp />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('SIGN2025112000042');
    fireEvent.click(buttonByText('返回'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bill/other/sign'));
    expect(screen.queryByRole('tab', { name: /签名记录·详情/ })).toBeNull();
  });

  it('shows dictionary values by their label when the record carries no display name', async () => {
    const withCurrency = {
      ...signRecordDefinition(),
      schema: {
        ...signRecordDefinition().schema,
        properties: {
          ...signRecordDefinition().schema.properties,
          currency: { type: 'string' as const, title: '币制', maxLength: 3, 'x-dictionary': 'currency' },
        },
      },
    };
    installFakeSignServer([{ ...sampleSignRecord(), currency: '142' }], withCurrency);
    renderPortal('/sign/detail/42');
    expect(await screen.findByText('人民币')).toBeTruthy();
  });

  it('says the record could not be loaded, and loads it on 重试', async () => {
    let failing = true;
    const server = installFakeSignServer(undefined, undefined, { reply: () => (failing ? answer(-1, '服务器内部错误', 500) : undefined) });
    renderPortal('/sign/detail/42');
    expect(await screen.findByText('单据加载失败')).toBeTruthy();
    failing = false;
    fireEvent.click(buttonByText('重试'));
    expect(await screen.findByText('SIGN2025112000042')).toBeTruthy();
    expect(server.lookups()).toHaveLength(2);
  });

  it('does not ask for an id that is not a record id', async () => {
    const server = installFakeSignServer();
    renderPortal('/sign/detail/abc');
    expect(await screen.findByText('单据加载失败')).toBeTruthy();
    expect(server.lookups()).toHaveLength(0);
    expect(() => buttonByText('重试')).toThrow();
  });

  it('says so when no family names this detail route', async () => {
    installFakeBillServer([withUi(signRecordDefinition(), (ui) => ({ ...ui, detailRoute: undefined }))]);
    renderPortal('/sign/detail/42');
    expect(await screen.findByText(MSG_NO_DEFINITION)).toBeTruthy();
  });
});
