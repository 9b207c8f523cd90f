// /archive (spec §2.8): the menu uri gets the generic list, its definition asked by that route.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { signIn } from '../../testing/httpMock.ts';
import { queryButtonByText } from '../../testing/portalQueries.ts';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { BILL_DEFINITION_PATH, forgetBillDefinitions } from '../../engine/list/index.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { archiveDefinition } from '../../testing/sampleFamilies.ts';
import type { ModuleNode } from '#core/wire.ts';
import { adminUserFixture } from '../shell/fixtures.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));
installInlineComputedStyles();

const menu: ModuleNode[] = [
  {
    id: '50',
    parentId: null,
    uri: '/group/serviceCentre',
    name: '服务中心',
    icon: null,
    sortNo: 1,
    buttonVos: [],
    children: [{ id: '55', parentId: '50', uri: '/archive', name: '资料下载', icon: null, sortNo: 1, children: [], buttonVos: [{ code: 'download' }] }],
  },
];

beforeEach(() => {
  forgetBillDefinitions();
  recordFeedback();
});

describe('/archive', () => {
  it('shows the knowledge files with the generic list, not a page under construction', async () => {
    const server = installFakeBillServer([archiveDefinition()], {
      bills: [{ id: 11, fileName: '出口申报操作指南.pdf', filePath: 'knowledge/export-guide.pdf', fileType: 'e', createTime: '2025-11-20 09:00:00' }],
    });
    signIn(adminUserFixture, menu);
    renderPortal('/archive');
    expect(await screen.findByText('出口申报操作指南.pdf')).toBeTruthy();
    expect(server.api.requestsTo(`POST ${BILL_DEFINITION_PATH}`).map((request) => request.body)).toEqual([{ data: { route: '/archive' } }]);
    expect(screen.queryByText(/建设中/)).toBeNull();
    expect(queryButtonByText('下载')).toBeTruthy();
  });
});
