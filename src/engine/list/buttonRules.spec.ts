import { MSG_SELECT_DOWNLOAD_FILES, MSG_SELECT_ROWS } from '#core/messages.ts';
import { describe, expect, it } from 'vitest';
import type { ButtonDefinition } from '#core/definition/index.ts';
import { blockedReason, isReadOnlyFamily, missingConditionText, needsSelection, selectionMessage, takesSelection, visibleButtons } from './buttonRules.ts';
import { MSG_SELECT_ROWS_TO_UPDATE } from './listMessages.ts';
import type { ListTerm } from '#core/list/list-request.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { archiveDefinition, orderWithCollectButtons } from '../../testing/sampleFamilies.ts';

const definition = exportOrderDefinition();
const button = (code: string, from = definition) => from.ui.buttons.find((candidate) => candidate.code === code)!;
const names: Record<string, string> = { '0': '暂存', '399': '海关审结', '10': '已申报' };
const stateName = (state: string) => names[state] ?? state;
const collecting = orderWithCollectButtons();
const currencyTerm: ListTerm = { column: 'currency', termType: 'eq', type: 'and', value: '142' };

describe('button rules (spec §5.3, §6)', () => {
  it('shows only the buttons whose code the page module holds', () => {
    const held = new Set(['declare', 'export', 'somethingElse']);
    expect(visibleButtons(definition, (code) => held.has(code)).map((b) => b.text)).toEqual(['申报', '导出']);
  });

  it('hides 新增 of a family without api.save, whatever codes the user holds', () => {
    const readOnly = withUi(definition, (ui) => ({ ...ui, api: { ...ui.api, save: undefined, saveAndDeclare: undefined } }));
    expect(isReadOnlyFamily(readOnly)).toBe(true);
    expect(isReadOnlyFamily(definition)).toBe(false);
    expect(visibleButtons(definition, () => true).map((b) => b.code)).toContain('add');
    expect(visibleButtons(readOnly, () => true).map((b) => b.code)).not.toContain('add');
    // A navigation elsewhere (e.g. a summary application's add → the detailed list) stays.
    const elsewhere: ButtonDefinition = { code: 'add', kind: 'navigate', text: '新增', to: '/bill/export/detailedList' };
    const summary = withUi(readOnly, (ui) => ({ ...ui, buttons: [elsewhere] }));
    expect(visibleButtons(summary, () => true)).toEqual([elsewhere]);
  });

  it('asks for a selection only for batch actions, collects and downloads, each with its wording', () => {
    expect(definition.ui.buttons.filter(needsSelection).map((b) => b.code)).toEqual(['declare', 'delete', 'chargeback', 'sendReciept']);
    expect(selectionMessage(button('declare'))).toBe(MSG_SELECT_ROWS);
    expect(selectionMessage({ code: 'updateStatus', kind: 'updateState', text: '更新状态', path: 'updateStatus', action: 'updateStatus' })).toBe(
      MSG_SELECT_ROWS_TO_UPDATE,
    );
    expect(needsSelection(button('exportDelivery', collecting))).toBe(true);
    expect(selectionMessage(button('exportDelivery', collecting))).toBe(MSG_SELECT_ROWS);
    expect(needsSelection(button('summary', collecting))).toBe(false);
    const download = button('download', archiveDefinition());
    expect(needsSelection(download)).toBe(true);
    expect(selectionMessage(download)).toBe(MSG_SELECT_DOWNLOAD_FILES);
  });

  it('blocks a lifecycle action while a selected row is in a state it does not accept', () => {
    const drafts = [
      { id: 1, state: '0' },
      { id: 2, state: '100' },
    ];
    expect(blockedReason(definition, button('declare'), drafts, stateName)).toBeNull();
    expect(blockedReason(definition, button('declare'), [...drafts, { id: 3, state: '399' }, { id: 4, state: '10', stateName: '已申报' }], stateName)).toBe(
      '所选单据中有状态为「海关审结」「已申报」的单据，不能申报',
    );
    expect(blockedReason(definition, button('sendReciept'), [{ id: 3, state: '399' }], stateName)).toBeNull();
    expect(blockedReason(definition, button('declare'), [], stateName)).toBeNull();
    // 删除 (issue 11 point 5): only the states the lifecycle's delete action accepts.
    expect(blockedReason(definition, button('delete'), drafts, stateName)).toBeNull();
    expect(blockedReason(definition, button('delete'), [...drafts, { id: 3, state: '399' }], stateName)).toBe('所选单据中有状态为「海关审结」的单据，不能删除');
    expect(blockedReason(definition, button('export'), [{ id: 3, state: '399' }], stateName)).toBeNull();
  });

  it('enables a collect only for rows whose state its action accepts', () => {
    expect(blockedReason(collecting, button('exportDelivery', collecting), [{ id: 1, state: '399' }], stateName)).toBeNull();
    expect(
      blockedReason(
        collecting,
        button('exportDelivery', collecting),
        [
          { id: 1, state: '399' },
          { id: 2, state: '0' },
        ],
        stateName,
      ),
    ).toBe('所选单据中有状态为「暂存」的单据，不能出口送货');
  });

  it('asks for the required condition of a collect by condition, by its label on the search form', () => {
    const summary = button('summary', collecting);
    expect(missingConditionText(collecting, summary, [])).toBe('请先选择「币制」查询条件');
    expect(missingConditionText(collecting, summary, [{ ...currencyTerm, column: 'order_no' }])).toBe('请先选择「币制」查询条件');
    expect(missingConditionText(collecting, summary, [currencyTerm])).toBeNull();
    expect(missingConditionText(collecting, button('exportDelivery', collecting), [])).toBeNull();
    const titled = withUi(collecting, (ui) => ({
      ...ui,
      list: { ...ui.list, filters: ui.list.filters.map((f) => (f.field === 'currency' ? { ...f, title: '汇总币制' } : f)) },
    }));
    expect(missingConditionText(titled, summary, [])).toBe('请先选择「汇总币制」查询条件');
  });

  it('issue 23 point 7: ticks rows only where a button the user sees works on them (or exports them)', () => {
    expect(takesSelection(definition, () => true)).toBe(true);
    // An export uses the selection when there is one.
    expect(takesSelection(definition, (code) => code === 'export')).toBe(true);
    // 签名记录 (Excel查询 only), a history (no button), a user holding nothing that acts on rows.
    expect(takesSelection(definition, (code) => code === 'conditionalQuery' || code === 'add')).toBe(false);
    expect(
      takesSelection(
        withUi(definition, (ui) => ({ ...ui, buttons: [] })),
        () => true,
      ),
    ).toBe(false);
    expect(takesSelection(archiveDefinition(), () => true)).toBe(true);
  });
});
