// A small family used by the specs of this folder (not a fixture of any other test).
import type { BillDefinition } from './types.ts';

export function sampleDefinition(): BillDefinition {
  return {
    family: 'export-sample',
    schema: {
      $id: 'export-sample',
      title: '样例单',
      type: 'object',
      properties: {
        sampleNo: { type: 'string', title: '样例编号', maxLength: 10 },
        currency: { type: 'string', title: '币制', maxLength: 3, 'x-dictionary': 'currency' },
        amount: { type: 'number', title: '金额', 'x-maxLength': 6, minimum: 0 },
        packNo: { type: 'integer', title: '件数', 'x-maxLength': 4 },
        signDate: { type: 'string', title: '签约日期', format: 'date' },
        state: { type: 'string', title: '单据状态', readOnly: true },
        lines: {
          type: 'array',
          title: '商品信息',
          items: {
            type: 'object',
            properties: { gnum: { type: 'integer', title: '商品序号' }, itemName: { type: 'string', title: '商品名称', maxLength: 5 } },
            required: ['gnum', 'itemName'],
          },
        },
      },
      required: ['sampleNo', 'currency', 'signDate'],
    },
    ui: {
      family: 'export-sample',
      route: '/bill/export/sample',
      stateType: { mode: 'EXPU', billType: 'ExpuSampleState' },
      api: { base: '/expu/sample', list: 'pageList' },
      list: {
        columns: [{ field: 'sampleNo', link: true }, { field: 'state' }],
        filters: [{ field: 'sampleNo', op: 'like' }],
        sortable: ['sampleNo'],
        defaultSort: { field: 'createTime', order: 'desc' },
        pageSizes: [50, 100],
        pageSize: 50,
        paging: 'total',
        rowActions: [],
        fixedTerms: [],
        stateFilter: 'single',
      },
      lifecycle: {
        states: { draft: '0', declared: '10' },
        editableIn: ['0', '100'],
        actions: { declare: { from: ['0', '100'], to: '10' }, sendReciept: { from: ['3', '399'] } },
      },
      buttons: [
        { code: 'declare', kind: 'confirm', text: '申报', confirm: '申报', path: 'applyByIds', action: 'declare' },
        { code: 'sendReciept', kind: 'confirm', text: '重发回执', confirm: '重发回执', path: 'sendReceipt', action: 'sendReciept' },
        { code: 'export', kind: 'export', text: '导出', path: 'export' },
      ],
    },
  };
}
