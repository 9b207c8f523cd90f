import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { signIn } from '../../testing/httpMock.ts';
import { answer, installFakeApi, ok } from '../../testing/fakeApi.ts';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';
import { setupUser } from '../../testing/user.ts';
import { http } from '../../http/client.ts';
import { adminUserFixture, moduleTreeFixture, ordinaryUserFixture, unfiledUserFixture, userModuleTreeFixture } from './fixtures.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';

installInlineComputedStyles();

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

const tabTitles = () => [...document.querySelectorAll('.ant-tabs-nav-list .ant-tabs-tab')].map((t) => t.textContent?.trim());
const tabNamed = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-tabs-nav-list .ant-tabs-tab')].find((t) => t.textContent?.trim() === title)!;
const main = () => document.querySelector('main')!;
const breadcrumb = () => document.querySelector('.ant-breadcrumb')?.textContent?.replace(/\s+/g, '');
const dropdownItem = (text: string) => [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find((li) => li.textContent?.includes(text))!;

// Pages such as /account load their rows: a fake server answers, so that no real call is left
// running when the file ends.
beforeEach(() => {
  installFakeApi().on('POST /api/enterprise/user/pageList', () => ok({ datas: [], total: 0 }));
});

describe('page tabs', () => {
  it('opens a tab per page, titled from the menu; the home tab cannot be closed', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    const { location } = renderPortal('/home');
    await screen.findByText('快捷入口');
    fireEvent.click(buttonByText('企业备案', main()));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '企业备案']));
    expect(location()).toBe('/enterprise');
    fireEvent.click(tabNamed('首页'));
    await waitFor(() => expect(location()).toBe('/home'));
    fireEvent.click(await waitFor(() => buttonByText('数据统计', main())));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '企业备案', '数据统计']));
    expect(tabNamed('首页').querySelector('.ant-tabs-tab-remove')).toBeNull();
    expect(tabNamed('企业备案').querySelector('.ant-tabs-tab-remove')).not.toBeNull();
  });

  it('closes the active tab and shows its neighbour; closes the others from the context menu', async () => {
    window.sessionStorage.setItem('portal.pageTabs', JSON.stringify(['/home', '/account', '/notice', '/statistics']));
    signIn(adminUserFixture, moduleTreeFixture);
    const { location } = renderPortal('/notice');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '子账号管理', '通知公告', '数据统计']));

    fireEvent.click(tabNamed('通知公告').querySelector('.ant-tabs-tab-remove')!);
    await waitFor(() => expect(location()).toBe('/statistics'));
    expect(tabTitles()).toEqual(['首页', '子账号管理', '数据统计']);

    fireEvent.contextMenu(tabNamed('子账号管理').querySelector('span')!);
    await waitFor(() => expect(dropdownItem('关闭其他')).toBeTruthy());
    fireEvent.click(dropdownItem('关闭其他'));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '子账号管理']));
    expect(location()).toBe('/account');
  });

  it('brings the open tabs back after a reload, dropping pages the user cannot open', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    const first = renderPortal('/account');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '子账号管理']));
    first.unmount();

    window.sessionStorage.setItem('portal.pageTabs', JSON.stringify([...JSON.parse(window.sessionStorage.getItem('portal.pageTabs')!), '/nowhere']));
    renderPortal('/statistics');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '子账号管理', '数据统计']));
  });
});

describe('header and user menu', () => {
  it('shows the title, version 1.2.6, the user and the resource centre in a new tab', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/home');
    await screen.findByText('快捷入口');
    expect(screen.getByText('v1.2.6')).toBeTruthy();
    expect(screen.getAllByText('张晓明').length).toBeGreaterThan(0);
    const link = screen.getByText('资源中心').closest('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/本平台为非涉密互联网平台/)).toBeTruthy();
  });

  it('asks 确认退出当前用户? before logging out, then says 已退出! and shows the login page', async () => {
    const user = setupUser();
    signIn(adminUserFixture, moduleTreeFixture);
    const { location } = renderPortal('/account');
    await user.click(screen.getByLabelText('用户菜单：张晓明'));
    await user.click(await waitFor(() => dropdownItem('退出登录')));
    expect(await screen.findByText('确认退出当前用户?')).toBeTruthy();
    expect(window.localStorage.getItem('token')).not.toBeNull();

    await user.click(buttonByText('确定', openDialog() ?? document.body));
    expect(await screen.findByText('已退出!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('disables entries for pages the user does not hold; 下载协议 is open to every user', async () => {
    const user = setupUser();
    signIn(ordinaryUserFixture, userModuleTreeFixture);
    renderPortal('/home');
    await user.click(await screen.findByLabelText('用户菜单：李伟'));
    await waitFor(() => expect(dropdownItem('企业备案')).toBeTruthy());
    expect(dropdownItem('企业备案').getAttribute('aria-disabled')).toBe('true');
    expect(dropdownItem('意见反馈').getAttribute('aria-disabled')).not.toBe('true');
    expect(dropdownItem('下载协议').getAttribute('aria-disabled')).not.toBe('true');
    expect(dropdownItem('下载协议').textContent).not.toContain('建设中');
  });

  it('下载协议 asks for the agreement link and opens it', async () => {
    const realAdapter = http.defaults.adapter;
    const api = installFakeApi();
    api.on('POST /api/enterprise/agreement/getDownloadUrl', () => ok('/api/file/download/agreement-1?token=signed'));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const user = setupUser();
      signIn(ordinaryUserFixture, userModuleTreeFixture);
      renderPortal('/home');
      await user.click(await screen.findByLabelText('用户菜单：李伟'));
      await waitFor(() => expect(dropdownItem('下载协议')).toBeTruthy());
      await user.click(dropdownItem('下载协议'));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      expect(opened.mock.calls[0][0]).toBe(`${window.location.origin}/api/file/download/agreement-1?token=signed`);
      expect(api.requestsTo('POST /api/enterprise/agreement/getDownloadUrl')).toHaveLength(1);
    } finally {
      opened.mockRestore();
      http.defaults.adapter = realAdapter;
    }
  });

  it('修改密码 changes the own password (updatePasswprd), says 修改成功！, clears storage and shows the login page', async () => {
    const user = setupUser();
    const keys = await webcrypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(new Uint8Array(await webcrypto.subtle.exportKey('spki', keys.publicKey))).toString('base64');
    const api = installFakeApi();
    api.on('GET /api/auth/public_key', () => ok({ publicKey: spki }));
    api.on('POST /api/enterprise/user/updatePasswprd', () => answer(0, '修改成功！'));
    signIn(adminUserFixture, moduleTreeFixture);
    const { location } = renderPortal('/home');
    await user.click(await screen.findByLabelText('用户菜单：张晓明'));
    await user.click(await waitFor(() => dropdownItem('修改密码')));
    const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));
    expect(dialog.textContent).not.toContain('功能建设中');
    expect((screen.getByLabelText('登录名') as HTMLInputElement).value).toBe('hzkj2024');
    fireEvent.change(screen.getByLabelText('原始密码'), { target: { value: 'Old#Pass2024' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'New#Pass2025' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'New#Pass2025' } });
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText('修改成功！')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    const [sent] = api.requestsTo('POST /api/enterprise/user/updatePasswprd');
    const data = (sent.body as { data: Record<string, string> }).data;
    const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, Buffer.from(decodeURIComponent(data.newPassword), 'base64'));
    expect(new TextDecoder().decode(plain)).toBe('New#Pass2025');
    expect(data.name).toBe('hzkj2024');
  });
});

describe('breadcrumbs and bill pages', () => {
  it('shows home > group > page > sub-route', async () => {
    signIn(adminUserFixture, moduleTreeFixture);
    renderPortal('/account/add');
    await screen.findByText('@hzkj2024');
    expect(breadcrumb()).toBe('首页/企业管理/子账号管理/新增子账号');
  });

  it('tells a user without a company code to file the company first', async () => {
    signIn(unfiledUserFixture, moduleTreeFixture);
    renderPortal('/bill/export/order');
    expect(await screen.findByText('请先进行企业备案！')).toBeTruthy();
    expect(buttonByText('去备案')).toBeTruthy();
  });
});
