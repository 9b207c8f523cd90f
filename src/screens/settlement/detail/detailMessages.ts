// Texts of the settlement application detail page. From the spec (platform-and-settlement.md
// §5.3, §8.4, §3.3): the selection warnings, 操作成功！, 保存成功！, 待生成. The others are ours
// (the spec is silent; listed in docs/settlement.md "Detail page").
export const MSG_SELECT_TO_ADD = '请选择需要添加的清单';
export const MSG_SELECT_TO_DELETE = '请选择需要删除的清单';
export const MSG_OK = '操作成功！';
export const MSG_SAVED = '保存成功！';
export const PENDING_DECLARE_NO = '待生成';

export const TAB_CANDIDATES = '可添加清单';
export const TAB_ATTACHED = '已添加清单';
export const LABEL_ADD = '添加';
export const LABEL_DELETE = '删除';
export const LABEL_BACK = '返回';
export const LABEL_SAVE = '保存';
export const LABEL_SEARCH = '查询';
export const LABEL_RESET = '重置';
export const LABEL_DETAILS = '详情';
export const LABEL_AMOUNT = '金额';
export const LABEL_CURRENCY = '币制';
export const LABEL_OPERATION = '操作';
export const LABEL_INVT_NO = '清单编号';
export const LABEL_ORDER_NO = '订单编号';
export const LABEL_LOGISTICS_NO = '物流运单号';
export const LABEL_CREATE_TIME = '创建时间';
export const LABEL_GO_AUTHORISE = '去申请结汇授权';

export const TITLE_CONFIRM = '提示';
export const CONFIRM_DELETE_BILLS = (count: number) => `确定从结汇申请中删除所选的 ${count} 张清单吗？`;
export const TITLE_NEW_APPLICATION = '新增结汇申请';
export const TITLE_APPLICATION = '结汇申请';
export const TITLE_BILL_DETAILS = '清单详情';
export const TITLE_GOODS = '商品信息';
export const MSG_NO_CANDIDATES = '暂无可添加的清单';
export const MSG_NO_ATTACHED = '暂无已添加的清单';
export const MSG_NO_LINES = '暂无商品信息';
export const MSG_NO_AUTHORISED = '暂无授权本企业结汇的电商企业，请先申请结汇授权';
export const MSG_CHOOSE_COMMERCE = '请选择电商企业';
export const MSG_CHOOSE_IE_TYPE = '请选择进出口类型';
export const MSG_LOAD_FAILED = '结汇申请加载失败';
export const MSG_VIEW_ONLY = '该结汇申请不是待生成状态，只能查看';

export const FIELD_LABELS = {
  declareNo: '申请编号',
  state: '状态',
  ebcName: '电商企业',
  ieType: '进出口类型',
  currency: '币制',
  totalAmount: '总金额',
  totalCount: '清单数量',
  bankName: '结汇银行',
  note: '备注',
  auditOpinion: '审核意见',
  createTime: '创建时间',
  appTime: '申报时间',
} as const;
