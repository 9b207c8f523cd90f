import { describe, expect, it } from 'vitest';
import uiMeta from '../../schemas/meta/bill-ui.schema.json';
import orderUi from '../../schemas/bills/export-order.ui.json';
import { applyDefaults, LIST_DEFAULTS } from './defaults.ts';
import { buttonAction } from '../buttons/registry.ts';
import { DefinitionError } from './errors.ts';
import { BUTTON_PRESETS } from './presets.ts';
import { STATE_NAMES } from './state-names.ts';
import type { UiFile } from './types.ts';
import type { PresetName } from './ui-file.generated.ts';

/** The smallest UI file a plain family may write. */
function plainFile(overrides: Partial<UiFile> = {}): UiFile {
  return {
    family: 'export-sample',
    stateType: { mode: 'EXPU', billType: 'ExpuSampleState' },
    api: { list: 'pageList' },
    list: { columns: [{ field: 'sampleNo', link: true }], sortable: ['sampleNo', 'appTime'] },
    lifecycle: {
      actions: {
        declare: { from: ['draft', 'sendFailed', 'returned'], to: 'declared' },
        sendReciept: { from: ['sent', '399', 'released'] },
      },
    },
    buttons: ['add', 'declare', 'resendReceipt', { preset: 'export', path: 'exportSampleData' }, 'excelQuery'],
    ...overrides,
  };
}

const build = (file: UiFile = plainFile()) => applyDefaults('export-sample.ui.json', file.family, file, null);

function definitionError(run: () => unknown): DefinitionError {
  try {
    run();
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('no DefinitionError');
}

describe('applyDefaults', () => {
  it('takes the route and the API base from the family id', () => {
    const ui = build();
    expect(ui.route).toBe('/bill/export/sample');
    expect(ui.api).toEqual({ base: '/expu/sample', list: 'pageList' });
    expect(build(plainFile({ family: 'import-sample' })).api.base).toBe('/invt/sample');
  });

  it('keeps a written route and base, and needs a base where no convention exists', () => {
    const ui = build(plainFile({ route: '/archive', api: { base: '/Knowledge_file', list: 'list' } }));
    expect(ui.route).toBe('/archive');
    expect(ui.api.base).toBe('/Knowledge_file');
    const error = definitionError(() => build(plainFile({ family: 'other-sample', lifecycle: undefined, stateType: undefined })));
    expect([error.pointer, error.problem]).toEqual(['/api/base', '缺少 api.base（只有 export-、import- 单证族有默认值）']);
  });

  it('fills the list with no filters and the page sizes, paging and default sort of spec §9', () => {
    const { list } = build();
    expect(list).toMatchObject({
      filters: [],
      pageSizes: [50, 100, 200, 500],
      pageSize: 50,
      paging: 'total',
      defaultSort: { field: 'appTime', order: 'desc' },
    });
    expect(LIST_DEFAULTS.pageSizes).toEqual([50, 100, 200, 500]);
    const written = build(
      plainFile({ list: { columns: [{ field: 'sampleNo' }], sortable: ['createTime'], defaultSort: { field: 'createTime', order: 'asc' }, paging: 'simple' } }),
    );
    expect(written.list).toMatchObject({ defaultSort: { field: 'createTime', order: 'asc' }, paging: 'simple', pageSize: 50 });
  });

  it('gives the create-time range of a declaration list (export, import) the last year, spec §9', () => {
    const filters: UiFile['list']['filters'] = [
      { field: 'createTime', op: 'btw' },
      { field: 'appTime', op: 'btw' },
      { field: 'sampleNo', op: 'like' },
    ];
    const list = (family: string, written = filters) =>
      applyDefaults(`${family}.ui.json`, family, plainFile({ family, list: { ...plainFile().list, filters: written } }), null).list;
    expect(list('export-sample').filters).toEqual([
      { field: 'createTime', op: 'btw', defaultWindow: '1y' },
      { field: 'appTime', op: 'btw' },
      { field: 'sampleNo', op: 'like' },
    ]);
    expect(list('import-sample').filters[0]).toEqual({ field: 'createTime', op: 'btw', defaultWindow: '1y' });
    // A written window stays; other sides have no declaration lists.
    expect(list('export-sample', [{ field: 'createTime', op: 'btw', defaultWindow: 'none' }]).filters[0].defaultWindow).toBe('none');
    expect(
      applyDefaults(
        'other-sample.ui.json',
        'other-sample',
        plainFile({ family: 'other-sample', api: { base: '/other/sample', list: 'pageList' }, list: { ...plainFile().list, filters } }),
        null,
      ).list.filters[0],
    ).toEqual({ field: 'createTime', op: 'btw' });
  });

  it('gives 出口订单 the last year, not the 7 days it had (issue 11 point 6)', () => {
    const order = applyDefaults('export-order.ui.json', 'export-order', orderUi as UiFile, null);
    expect(order.list.filters.find((filter) => filter.field === 'createTime')?.defaultWindow).toBe('1y');
  });
  it('turns state names into codes and lets editableIn follow declare', () => {
    const { lifecycle } = build();
    expect(lifecycle.actions).toEqual({
      declare: { from: ['0', '4', '100'], to: '10' },
      sendReciept: { from: ['3', '399', '800'] },
    });
    expect(lifecycle.editableIn).toEqual(['0', '4', '100']);
    expect(lifecycle.states).toEqual({ draft: '0', declared: '10' });
  });

  it('prefers the family own state names, and keeps a written editableIn', () => {
    const file = plainFile({ lifecycle: { states: { signed: '7' }, editableIn: [], actions: { sign: { from: ['draft'], to: 'signed' } } } });
    const { lifecycle } = build(file);
    expect(lifecycle).toEqual({ states: { draft: '0', declared: '10', signed: '7' }, editableIn: [], actions: { sign: { from: ['0'], to: '7' } } });
  });

  it('uses the names of the family state list (tax bills have their own)', () => {
    expect(STATE_NAMES.EXPU.released).toBe('800');
    const file = plainFile({
      family: 'import-tax',
      stateType: { mode: 'INVT', billType: 'InvtTaxState' },
      lifecycle: { actions: { sendReciept: { from: ['generated', 'voided'] } } },
      buttons: ['resendReceipt'],
    });
    expect(build(file).lifecycle.actions.sendReciept.from).toEqual(['1', '3']);
  });

  it('names an unknown state name at its written place', () => {
    const file = plainFile({ lifecycle: { actions: { declare: { from: ['draft', 'relased'], to: 'declared' } } } });
    const error = definitionError(() => build(file));
    expect(error.pointer).toBe('/lifecycle/actions/declare/from/1');
    expect(error.problem).toMatch(/^未知的状态名 "relased"，可用：draft、declared、/);
  });

  it('expands presets by name, fills the family into add, and lets written keys override', () => {
    const { buttons } = build();
    expect(buttons).toEqual([
      { code: 'add', kind: 'navigate', text: '新增', to: '/details/export/sample' },
      { code: 'declare', kind: 'confirm', text: '申报', confirm: '确认批量申报吗？', path: 'declarationList', action: 'declare' },
      { code: 'sendReciept', kind: 'confirm', text: '重发回执', confirm: '确定重新发送选中单据回执吗?', path: 'sendReceipt', action: 'sendReciept' },
      { code: 'export', kind: 'export', text: '导出', path: 'exportSampleData' },
      { code: 'conditionalQuery', kind: 'fileQuery', text: 'Excel查询', path: 'queryByFile', template: 'downloadQueryTemplate' },
    ]);
  });

  it('defaults a button action to its code only when the lifecycle has that action', () => {
    const file = plainFile({
      buttons: [
        { code: 'declare', kind: 'confirm', text: '申报', confirm: '确认？', path: 'apply' },
        { code: 'delete', kind: 'confirm', text: '删除', confirm: '删除？', path: 'deleteByIds' },
        { preset: 'updateStatus', action: 'sendReciept' },
        { code: 'sendReciept', kind: 'export', text: '导出', path: 'exportData' },
      ],
    });
    expect(build(file).buttons.map(buttonAction)).toEqual(['declare', undefined, 'sendReciept', undefined]);
  });

  it('refuses an unknown preset at its written place', () => {
    const error = definitionError(() => build(plainFile({ buttons: ['add', { preset: 'exprot' as PresetName }] })));
    expect(error.pointer).toBe('/buttons/1/preset');
    expect(error.problem).toMatch(/^未知的按钮预设 "exprot"/);
    expect(definitionError(() => build(plainFile({ buttons: ['excelquery' as PresetName] }))).pointer).toBe('/buttons/0');
  });

  it('gives a list without lifecycle a draft state and no actions, and a view its source lifecycle', () => {
    const stateless = build(plainFile({ lifecycle: undefined, stateType: undefined, buttons: ['excelQuery'] }));
    expect(stateless.lifecycle).toEqual({ states: { draft: '0', declared: '10' }, editableIn: ['0'], actions: {} });
    const source = build();
    const view = applyDefaults(
      'export-view.ui.json',
      'export-view',
      {
        family: 'export-view',
        source: 'export-sample',
        api: { list: 'pageList' },
        list: { columns: [{ field: 'sampleNo' }], sortable: ['appTime'] },
        buttons: ['export'],
      },
      source,
    );
    expect(view.stateType).toEqual(source.stateType);
    expect(view.lifecycle).toBe(source.lifecycle);
  });

  it('offers in the meta-schema exactly the presets of the table', () => {
    expect(uiMeta.definitions.presetName.enum).toEqual(Object.keys(BUTTON_PRESETS));
  });
});
