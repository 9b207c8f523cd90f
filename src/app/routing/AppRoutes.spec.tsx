import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { signIn } from '../../testing/httpMock.ts';
import { installFakeApi, ok } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture, ordinaryUserFixture, userModuleTreeFixture } from '../../screens/shell/fixtures.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

describe('route guard (spec §2.2)', () => {
  it('sends a visitor without a token to /login with the original path and query', async () => {
    const { location } = renderPortal('/bill/export/order?id=5&startTime=2025-01-01');
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/bill/export/order?id=5&startTime=2025-01-01')}`));
    expect(await screen.findByRole('slider', { name: '拖动滑块完成验证' })).toBeTruthy();
  });

  it('sends / to /home for a signed-in user', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    const { location } = renderPortal('/');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(await screen.findByText('快捷入口')).toBeTruthy();
  });

  it('clears a session without user info: 获取用户信息失败！ and back to login', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    window.localStorage.removeItem('userInfo');
    const { location } = renderPortal('/home');
    expect(await screen.findByText('获取用户信息失败！')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fhome'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('routes come only from the modules (spec §2.2)', () => {
  it('opens a menu page the user holds', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    installFakeApi().on('POST /api/enterprise/user/pageList', () => ok({ datas: [], total: 0 }));
    renderPortal('/account');
    expect(await screen.findByText('暂无账号')).toBeTruthy();
    expect(screen.queryByText(/建设中/)).toBeNull();
  });

  it('shows 404 for a page that exists but is not in the user modules', async () => {
    signIn(ordinaryUserFixture, userModuleTreeFixture);
    const { location } = renderPortal('/account');
    expect(await screen.findByText(/您访问的页面不存在/)).toBeTruthy();
    expect(location()).toBe('/account');
    expect(screen.queryByText('暂无账号')).toBeNull();
  });

  it('shows 404 for sub-routes whose parent page is not held, and for the bill index', async () => {
    signIn(ordinaryUserFixture, userModuleTreeFixture);
    renderPortal('/workorder/edit');
    expect(await screen.findByText(/您访问的页面不存在/)).toBeTruthy();
  });

  it('shows the bill index route as 404 (excluded)', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/bill/export');
    expect(await screen.findByText(/您访问的页面不存在/)).toBeTruthy();
  });

  it('registers the bill detail route beside a bill page', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/details/export/order?id=3');
    // Registered under its bill page: the breadcrumb ends in 详情 and no 404 is shown.
    expect((await screen.findAllByText('详情')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/抱歉，您访问的页面不存在/)).toBeNull();
  });
});
