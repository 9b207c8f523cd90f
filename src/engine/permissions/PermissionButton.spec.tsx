import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { moduleTreeFixture } from '../../screens/shell/fixtures.ts';
import { saveSession } from '../../http/session.ts';
import { ModulesProvider } from './ModulesContext.tsx';
import { PermissionButton } from './PermissionButton.tsx';
import { useButtonCodes } from './useButtonCodes.ts';
import { label } from '../../testing/text.ts';

afterEach(cleanup);

function Toolbar() {
  const { codes, hasButton } = useButtonCodes();
  return (
    <div>
      <output data-testid="codes">{codes.join(',')}</output>
      <output data-testid="can-add">{String(hasButton('add'))}</output>
      <PermissionButton code="declare">申报</PermissionButton>
      <PermissionButton code="summary">汇总</PermissionButton>
      <PermissionButton code="add" type="primary">
        新增
      </PermissionButton>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ModulesProvider modules={moduleTreeFixture}>
        <Toolbar />
      </ModulesProvider>
    </MemoryRouter>,
  );
}

describe('PermissionButton and useButtonCodes', () => {
  it('shows only the buttons the page module holds', () => {
    renderAt('/bill/export/order');
    expect(screen.getByRole('button', { name: label('申报') })).toBeTruthy();
    expect(screen.getByRole('button', { name: label('新增') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('汇总') })).toBeNull();
    expect(screen.getByTestId('can-add').textContent).toBe('true');
  });

  it('uses the parent page module on a sub-route', () => {
    renderAt('/account/add');
    expect(screen.getByTestId('codes').textContent).toBe('add,recovery,prohibit,delete');
    expect(screen.getByRole('button', { name: label('新增') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('申报') })).toBeNull();
  });

  it('shows nothing on a page without a module', () => {
    renderAt('/home');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('can-add').textContent).toBe('false');
  });

  it('reads the stored menu when no provider is given', () => {
    saveSession({
      token: 't',
      refreshToken: 'r',
      userInfo: { id: '1', loginName: 'a', username: 'a', userType: 'USER', companyName: null, companyCode: null, account: 'a' },
      modules: moduleTreeFixture,
    });
    render(
      <MemoryRouter initialEntries={['/bill/export/summaryApply']}>
        <PermissionButton code="summary">汇总</PermissionButton>
        <PermissionButton code="declare">申报</PermissionButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: label('汇总') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: label('申报') })).toBeNull();
  });
});
