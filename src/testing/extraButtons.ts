// Button kinds the two project families do not use yet (prompt, datePrompt, updateState,
// taxTotal), added to a family for stories and specs as an analyst would write them.
import type { BillDefinition } from '#core/definition/index.ts';
import { withUi } from '#core/testing/bill-definitions.ts';

export function withExtraButtons(definition: BillDefinition): BillDefinition {
  return withUi(definition, (ui) => ({
    ...ui,
    lifecycle: {
      ...ui.lifecycle,
      actions: {
        ...ui.lifecycle.actions,
        cancel: { from: ['399'], to: '0' },
        departure: { from: ['399'] },
        updateStatus: { from: ['3', '120'], to: '399' },
      },
    },
    buttons: [
      ...ui.buttons,
      {
        code: 'cancel',
        kind: 'prompt',
        text: '撤单',
        prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' },
        path: 'declarationCancel',
        action: 'cancel',
      },
      { code: 'departure', kind: 'datePrompt', text: '离境', path: 'declarationLeave', action: 'departure' },
      { code: 'updateStatus', kind: 'updateState', text: '更新状态', confirm: '确定更新选中单据的状态吗?', path: 'updateStatus', action: 'updateStatus' },
    ],
  }));
}
