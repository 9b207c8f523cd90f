import { describe, expect, it } from 'vitest';
import { blockedReason, needsSelection, selectionMessage, visibleButtons } from './buttonRules';
import { MSG_SELECT_ROWS, MSG_SELECT_ROWS_TO_UPDATE } from './listMessages';
import { exportOrderDefinition } from './testing/billDefinitions';

const definition = exportOrderDefinition();
const button = (code: string) => definition.ui.buttons.find((candidate) => candidate.code === code)!;
const names: Record<string, string> = { '0': '暂存', '399': '海关审结', '10': '已申报' };
const stateName = (state: string) => names[state] ?? state;

describe('button rules (spec §5.3, §6)', () => {
  it('shows only the buttons whose code the page module holds', () => {
    const held = new Set(['declare', 'export', 'somethingElse']);
    expect(visibleButtons(definition, (code) => held.has(code)).map((b) => b.text)).toEqual(['申报', '导出']);
  });

  it('asks for a selection only for batch actions, with the update-state wording', () => {
    expect(definition.ui.buttons.filter(needsSelection).map((b) => b.code)).toEqual(['declare', 'chargeback', 'sendReciept']);
    expect(selectionMessage(button('declare'))).toBe(MSG_SELECT_ROWS);
    expect(selectionMessage({ code: 'updateStatus', kind: 'updateState', text: '更新状态', path: 'updateStatus' })).toBe(MSG_SELECT_ROWS_TO_UPDATE);
  });

  it('blocks a lifecycle action while a selected row is in a state it does not accept', () => {
    const drafts = [{ id: 1, state: '0' }, { id: 2, state: '100' }];
    expect(blockedReason(definition, button('declare'), drafts, stateName)).toBeNull();
    expect(blockedReason(definition, button('declare'), [...drafts, { id: 3, state: '399' }, { id: 4, state: '10', stateName: '已申报' }], stateName)).toBe(
      '所选单据中有状态为「海关审结」「已申报」的单据，不能申报',
    );
    expect(blockedReason(definition, button('sendReciept'), [{ id: 3, state: '399' }], stateName)).toBeNull();
    expect(blockedReason(definition, button('declare'), [], stateName)).toBeNull();
    expect(blockedReason(definition, button('export'), [{ id: 3, state: '399' }], stateName)).toBeNull();
  });
});
