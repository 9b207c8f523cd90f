// Receipt status codes of the customs message standard (reference/ceb-202205/README.md), and
// the receipt text the simulator writes for each step it takes.
export const OFFICIAL_STATUS_NAMES: Readonly<Record<string, string>> = {
  '1': '电子口岸已暂存',
  '2': '电子口岸申报中',
  '3': '发送海关成功',
  '4': '发送海关失败',
  '100': '海关退单',
  '120': '海关入库',
  '300': '人工审核',
  '399': '海关审结',
  '500': '查验',
  '501': '扣留移送通关',
  '502': '扣留移送缉私',
  '503': '扣留移送法规',
  '599': '其它扣留',
  '700': '退运',
  '800': '放行',
  '899': '结关',
};

export const STEP_INFO: Readonly<Record<string, string>> = {
  '2': '电子口岸已受理，正在向海关申报',
  '3': '报文已成功发送海关',
  '120': '海关入库成功',
  '399': '海关审结通过',
  '800': '海关已放行',
};

/** The happy path after declaring; a step is taken only when the family's state list has it. */
export const ACCEPTED_PATH = ['2', '3', '120', '399', '800'] as const;
/** The path of a bill that breaks a customs rule: returned after reaching customs. */
export const RETURNED_PATH = ['2', '3', '100'] as const;
export const RETURNED = '100';
/** From this status on (120 海关入库, 399 审结, 800 放行…) customs holds the document: others may refer to it. */
export const CUSTOMS_HAS_IT_FROM = 120;
