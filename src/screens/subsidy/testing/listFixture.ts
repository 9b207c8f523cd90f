// A stand-in for subsidy-server's list definition schemas/bills/other-rewardApplication (the
// contract: columns applyTime, applyType, ckTime, note, state; query, export, 申请核验 to the apply
// page; row actions 查看 to the detail page and 核验结果, a dialog named subsidyResult), built as the
// server builds definitions, for the list's story and spec on this branch.
import shared from '../../../../schemas/bills/_shared.schema.json';
import { buildDefinition, type BillDefinition } from '#core/definition/index.ts';

const schema = {
  $schema: '../meta/bill-data.schema.json',
  $id: 'other-rewardApplication',
  title: '数据核验申请',
  type: 'object',
  properties: {
    applyTime: { type: 'string', title: '申请时间', format: 'date-time', readOnly: true },
    applyType: { type: 'string', title: '申请类型', maxLength: 3, 'x-dictionary': 'apply_type', readOnly: true },
    ckTime: { type: 'string', title: '核验时间段', maxLength: 30, readOnly: true },
    note: { type: 'string', title: '备注', maxLength: 255, readOnly: true },
    state: { type: 'string', title: '核验状态', maxLength: 20, readOnly: true },
  },
  required: [],
};

const ui = {
  family: 'other-rewardApplication',
  route: '/rewardApplication',
  api: { base: '/subsidy', list: 'list', export: 'export' },
  list: {
    columns: [{ field: 'applyTime' }, { field: 'applyType' }, { field: 'ckTime' }, { field: 'note' }, { field: 'state' }],
    filters: [{ field: 'applyType', op: 'eq' }],
    sortable: ['applyTime'],
    defaultSort: { field: 'applyTime', order: 'desc' },
    rowActions: [
      {
        code: 'conditionalQuery',
        kind: 'navigate',
        text: '查看',
        to: '/rewardApplication/apply/detail',
        query: { id: '{id}' },
      },
      { code: 'conditionalQuery', kind: 'dialog', text: '核验结果', dialog: 'subsidyResult' },
    ],
  },
  buttons: [{ code: 'apply', kind: 'navigate', text: '申请核验', to: '/rewardApplication/apply/apply' }],
};

export function rewardApplicationDefinition(): BillDefinition {
  return buildDefinition('other-rewardApplication', {
    '_shared.schema.json': shared,
    'other-rewardApplication.schema.json': schema,
    'other-rewardApplication.ui.json': ui,
  });
}
