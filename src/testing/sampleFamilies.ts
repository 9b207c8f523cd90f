// Families written the way an analyst writes them, for the specs and stories of features the
// project's own definitions may not show yet: a read-only sign-record list with its own detail
// route and XML fields (spec §3.12), the knowledge-file archive with downloads and no states
// (spec §2.8, §3.7), and an order list with collect buttons (docs/definitions.md "collect").
import { buildDefinition, type BillDefinition } from '#core/definition/index.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import workorderSchema from '../../schemas/bills/other-workorder.schema.json';
import workorderUi from '../../schemas/bills/other-workorder.ui.json';
import sharedSchema from '../../schemas/bills/_shared.schema.json';

const signSchema = {
  $id: 'other-sign',
  title: '签名记录',
  description: '字段来源：bill-families-and-screens.md §3.12',
  type: 'object',
  properties: {
    copNo: { type: 'string', title: '企业内部编号', maxLength: 30 },
    customsRegistCode: { type: 'string', title: '海关注册编码', maxLength: 10 },
    companyName: { type: 'string', title: '企业名称', maxLength: 100 },
    typeName: { type: 'string', title: '报文类型', maxLength: 50 },
    purpose: { type: 'string', title: '用途', maxLength: 100 },
    waitSignData: { type: 'string', title: '待签名数据', maxLength: 100000, contentMediaType: 'application/xml' },
    signResult: { type: 'string', title: '签名结果', maxLength: 4000 },
    note: { type: 'string', title: '备注', maxLength: 1000 },
    createTime: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true },
    updateTime: { type: 'string', title: '更新时间', format: 'date-time', readOnly: true },
    state: { type: 'string', title: '状态', readOnly: true },
    returnInfo: { type: 'string', title: '回执信息', readOnly: true },
  },
  required: ['copNo'],
};

const signUi = {
  family: 'other-sign',
  route: '/bill/other/sign',
  detailRoute: '/sign/detail/{id}',
  stateType: { mode: 'SIGN', billType: 'CbeSignState' },
  api: { base: '/sign/signData', list: 'pageList', stateCount: 'queryStateCount', detail: 'findById' },
  list: {
    columns: [
      { field: 'copNo', link: true, width: 200 },
      { field: 'customsRegistCode' },
      { field: 'typeName' },
      { field: 'purpose' },
      { field: 'updateTime' },
      { field: 'state' },
      { field: 'returnInfo' },
    ],
    filters: [
      { field: 'copNo', op: 'like' },
      { field: 'updateTime', op: 'btw', defaultWindow: 'none' },
    ],
    sortable: ['copNo', 'updateTime'],
    defaultSort: { field: 'updateTime', order: 'desc' },
    pageSizes: [50, 100],
    pageSize: 50,
    paging: 'total',
  },
  buttons: [{ code: 'conditionalQuery', kind: 'fileQuery', text: 'Excel查询', path: 'queryByFile', template: 'downloadQueryTemplate' }],
};

const archiveSchema = {
  $id: 'other-archive',
  title: '资料下载',
  description: '字段来源：platform-and-settlement.md §3.7',
  type: 'object',
  properties: {
    fileName: { type: 'string', title: '文件名称', maxLength: 200 },
    filePath: { type: 'string', title: '文件路径', maxLength: 500 },
    fileType: { type: 'string', title: '文件类型', maxLength: 1 },
    createTime: { type: 'string', title: '上传时间', format: 'date-time', readOnly: true },
  },
};

const DOWNLOAD = {
  code: 'download',
  kind: 'download',
  text: '下载',
  path: 'download',
  batchPath: 'batchDownload',
  fileField: 'filePath',
  nameField: 'fileName',
};

const archiveUi = {
  family: 'other-archive',
  route: '/archive',
  api: { base: '/Knowledge_file', list: 'list' },
  list: {
    columns: [{ field: 'fileName', width: 320 }, { field: 'fileType' }, { field: 'createTime' }],
    filters: [{ field: 'fileName', op: 'like' }],
    sortable: ['createTime'],
    defaultSort: { field: 'createTime', order: 'desc' },
    pageSizes: [50, 100],
    pageSize: 50,
    paging: 'total',
    rowActions: [DOWNLOAD],
  },
  buttons: [DOWNLOAD],
};

export function signRecordDefinition(): BillDefinition {
  return buildDefinition('other-sign', { 'other-sign.schema.json': signSchema, 'other-sign.ui.json': signUi });
}

/** The work order list (servedBy workorder) and its detail page /workorder/show/{id}, as written. */
export function workOrderDefinition(): BillDefinition {
  return buildDefinition('other-workorder', {
    '_shared.schema.json': sharedSchema,
    'other-workorder.schema.json': workorderSchema,
    'other-workorder.ui.json': workorderUi,
  });
}

export function archiveDefinition(): BillDefinition {
  return buildDefinition('other-archive', { 'other-archive.schema.json': archiveSchema, 'other-archive.ui.json': archiveUi });
}

/** Export orders with the three shapes of collect button: by selection, with a reason, by condition. */
export function orderWithCollectButtons(): BillDefinition {
  return withUi(exportOrderDefinition(), (ui) => ({
    ...ui,
    lifecycle: { ...ui.lifecycle, actions: { ...ui.lifecycle.actions, toDelivery: { from: ['399'] }, toCancel: { from: ['399'], to: '0' } } },
    buttons: [
      ...ui.buttons,
      {
        code: 'exportDelivery',
        kind: 'collect',
        text: '出口送货',
        confirm: '确定将选中清单生成送货单吗?',
        path: 'exportDelivery',
        into: 'export-delivery',
        action: 'toDelivery',
        idsKey: 'inventoryIds',
        set: { deliveryFlag: '1' },
      },
      {
        code: 'cancel',
        kind: 'collect',
        text: '撤单',
        confirm: '确定撤销选中清单吗?',
        prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' },
        path: 'exportCancel',
        into: 'export-cancel',
        action: 'toCancel',
        per: 'each',
      },
      {
        code: 'summary',
        kind: 'collect',
        text: '生成汇总申请',
        confirm: '确定按当前条件生成汇总申请单吗?',
        path: '/expuSummaryApply/declarationByInvrntory',
        into: 'export-summaryApply',
        byCondition: true,
        requiredFilter: 'currency',
      },
    ],
  }));
}

const KNOWLEDGE_FILES: ReadonlyArray<[string, string]> = [
  ['跨境电商出口申报操作指南.pdf', 'e'],
  ['跨境电商进口申报操作指南.pdf', 'i'],
  ['出口清单撤销与退货办理说明.docx', 'e'],
  ['进口税款计算与缴纳说明.pdf', 'i'],
  ['企业备案材料清单.xlsx', 'o'],
  ['电子口岸卡介质加签常见问题.pdf', 'o'],
];

/** Knowledge files as the archive list answers them (spec §3.7), newest first. */
export function sampleKnowledgeFiles(count = KNOWLEDGE_FILES.length): BillRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [fileName, fileType] = KNOWLEDGE_FILES[index % KNOWLEDGE_FILES.length];
    const day = String(20 - (index % 20)).padStart(2, '0');
    return { id: index + 1, fileName, filePath: `knowledge/2025/11/${index + 1}-${fileName}`, fileType, createTime: `2025-11-${day} 09:30:00` };
  });
}
