// Stories' and specs' agreement data: the answers of queryInfo and template for a filed company.
import { AGREEMENT_TITLE, AGREEMENT_VERSION, type AgreementInfo, type AgreementTemplate } from '#core/agreement.ts';

export const sampleInfo: AgreementInfo = {
  hasAccount: false,
  accountLoginName: null,
  companyName: '杭州跨境科技有限公司',
  bizRegNo: '91330100MA2H0XXX1A',
  canCreate: true,
  agreementTitle: AGREEMENT_TITLE,
  agreementVersion: AGREEMENT_VERSION,
};

export const sampleTemplate: AgreementTemplate = {
  displayUri: '/api/file/download/agreement?token=demo',
  title: AGREEMENT_TITLE,
  version: AGREEMENT_VERSION,
  parties: ['甲方（用户）：杭州跨境科技有限公司', '统一社会信用代码：91330100MA2H0XXX1A', '乙方（平台）：跨境电子商务公共服务平台运营单位'],
  sections: [
    { heading: '第一条 服务范围', paragraphs: ['1.1 资源中心是乙方为备案企业提供的资料查询、政策文件、业务指南、模板下载及相关信息服务的统一入口。'] },
    { heading: '第二条 账号开通与管理', paragraphs: ['2.1 每家备案企业仅可开通一个资源中心账号，由甲方主账号通过升级向导开通。'] },
    { heading: '第六条 协议期限与终止', paragraphs: ['6.1 本协议自甲方完成资源中心账号创建之日起生效。'] },
  ],
};
