// Demo news and notices (PORTAL_DEMO_CONTENT, default on; docs/content.md): 12 NEWS items about
// cross-border e-commerce customs policy, each with a generated cover, and 8 system NOTICE items,
// some with attachments, so the home page and the lists are never empty on demo data. Published
// through publishContent like the operator's command, a day apart, newest first.
import type { PortalDb } from '../db/connect.ts';
import type { FilePlace } from '../bills/files/file-store.ts';
import { writeWorkbook } from '../bills/excel/write-workbook.ts';
import { demoCover } from './png.ts';
import { publishContent, type NamedFile } from './store.ts';

interface DemoItem {
  title: string;
  paragraphs: string[];
  attachment?: { name: string; headers: string[]; rows: string[][] };
}

const NEWS: DemoItem[] = [
  {
    title: '海关总署发布跨境电商零售出口商品退货监管新措施',
    paragraphs: [
      '为进一步支持跨境电商新业态发展，海关总署近日发布公告，优化跨境电商零售出口商品退货监管。',
      '符合条件的退货商品可在原出口海关或其他海关办理退运手续，企业可通过门户一次提交退货申请。',
    ],
  },
  {
    title: '跨境电商出口海外仓（9810）模式试点范围进一步扩大',
    paragraphs: [
      '9810 出口海外仓模式试点由部分直属海关扩大至全国，企业完成海外仓备案后即可申报。',
      '海关对海外仓企业实行信用分级管理，高信用企业可享受优先查验等便利措施。',
    ],
  },
  {
    title: '跨境电商 B2B 直接出口（9710）申报流程简化',
    paragraphs: ['对单票货值在 5000 元人民币以内且不涉证、不涉检、不涉税的货物，企业可通过清单方式申报。', '简化申报后，平均通关时间缩短约三成。'],
  },
  {
    title: '综试区“清单核放、汇总申报”模式运行情况通报',
    paragraphs: ['截至本月，综试区内企业按月汇总申报的清单数量同比增长 42%。', '汇总申请单应在清单放行后次月 15 日前申报，逾期将影响企业信用。'],
  },
  {
    title: '跨境电商出口退税“无票免税”政策解读',
    paragraphs: [
      '对未取得有效进货凭证的跨境电商出口货物，符合条件的可试行增值税、消费税免税政策。',
      '企业应在出口清单放行后及时完成汇总申报，以便取得报关单数据。',
    ],
  },
  { title: '海关推进跨境电商出口商品溯源体系建设', paragraphs: ['海关将逐步在重点商品类别推行溯源标识，消费者扫码即可查看商品的申报、查验与放行信息。'] },
  {
    title: '跨境电商零售进口商品清单调整的通知要点',
    paragraphs: ['新版清单增加部分消费品税目，并对个别商品的备注作了调整。', '企业申报进口清单时应核对商品编码与清单备注，避免退单。'],
  },
  {
    title: '外汇管理局：跨境电商结汇业务办理指引更新',
    paragraphs: ['企业可凭已放行的出口清单在线申请结汇，银行依据清单数据进行真实性审核。', '门户已支持结汇申请、核销与撤销记录的查询。'],
  },
  { title: '多地海关推出跨境电商“7×24 小时”通关服务', paragraphs: ['为保障旺季通关效率，多个口岸海关实行全天候通关，监管场所实行预约查验。'] },
  {
    title: '跨境电商企业信用管理办法修订征求意见',
    paragraphs: ['修订稿细化了认证企业标准，对数据申报质量、退单率等提出量化要求。', '欢迎企业通过工单系统反馈意见。'],
  },
  {
    title: '海关数据显示：前三季度跨境电商进出口保持增长',
    paragraphs: ['前三季度全国跨境电商进出口总额同比增长 11.5%，其中出口增长 15.2%。', '跨境电商已成为外贸增长的重要动能。'],
  },
  {
    title: '跨境电商出口运抵、离境报文申报常见问题解答',
    paragraphs: ['运抵单应在货物进入监管场所后申报，离境单以实际离境时间为准。', '清单状态为“放行”后方可申报离境单。'],
  },
];

const NOTICES: DemoItem[] = [
  {
    title: '关于系统升级维护的通知',
    paragraphs: [
      '为提升服务质量，平台将于本周六 22:00 至周日 06:00 进行系统升级维护，期间暂停单证申报与回执查询。',
      '请各企业合理安排申报时间，给您带来的不便敬请谅解。',
    ],
  },
  {
    title: '关于启用新版跨境电商报文规范的通知',
    paragraphs: ['自下月 1 日起，平台启用新版报文规范，请企业对照附件检查本企业的接口字段。'],
    attachment: {
      name: '新版报文字段变更说明.xlsx',
      headers: ['报文类型', '字段', '变更说明'],
      rows: [
        ['CEB303', 'ebpCode', '长度调整为18位'],
        ['CEB603', 'rmbGoodsValue', '新增人民币货值'],
        ['CEB509', 'leaveTime', '精确到秒'],
      ],
    },
  },
  { title: '关于开展企业备案信息核查的通知', paragraphs: ['请尚未完成备案或备案信息有变化的企业，于本月底前在“企业备案”页面更新资料并上传营业执照扫描件。'] },
  {
    title: '关于数据核验申请材料要求的通知',
    paragraphs: ['申请数据核验时，运单号导入文件须使用平台提供的模板，每个工作表不超过 20000 行。'],
    attachment: {
      name: '数据核验申请材料清单.xlsx',
      headers: ['序号', '材料', '要求'],
      rows: [
        ['1', '运单号导入文件', '使用平台模板'],
        ['2', '绑定企业', '至少一家'],
        ['3', '核验日期范围', '不超过一年'],
      ],
    },
  },
  {
    title: '关于加强账号安全管理的提示',
    paragraphs: ['请定期修改密码，不要将账号借给他人使用；子账号应按岗位分配功能权限。', '如发现异常登录，请立即修改密码并提交工单。'],
  },
  {
    title: '关于结汇业务办理时间调整的通知',
    paragraphs: ['春节期间结汇申请的银行审核时间顺延，具体安排见附件。'],
    attachment: {
      name: '结汇业务节假日安排.xlsx',
      headers: ['日期', '安排'],
      rows: [
        ['除夕至初三', '暂停审核'],
        ['初四起', '恢复审核'],
      ],
    },
  },
  { title: '关于工单系统上线的通知', paragraphs: ['平台工单系统已上线，企业可在“工单管理”中提交问题并查看处理结果。'] },
  { title: '关于规范商品名称申报的提示', paragraphs: ['商品名称应如实申报，不得使用“礼品”“样品”等笼统名称，否则将被退单。'] },
];

function htmlOf(item: DemoItem): string {
  return item.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
}

async function attachmentOf(item: DemoItem): Promise<NamedFile[]> {
  if (!item.attachment) return [];
  const { name, headers, rows } = item.attachment;
  return [
    {
      name,
      content: await writeWorkbook(
        name.replace(/\.xlsx$/, ''),
        headers.map((header) => ({ header })),
        rows,
      ),
    },
  ];
}

export const DEMO_NEWS_COUNT = NEWS.length;
export const DEMO_NOTICE_COUNT = NOTICES.length;

/** Publishes the demo items (once: the caller runs it on the first start only). */
export async function seedDemoContent(db: PortalDb, place: FilePlace, now: number = Date.now()): Promise<number> {
  const DAY = 24 * 60 * 60 * 1000;
  let published = 0;
  // Oldest first, so the list's newest-first order is the order above.
  for (const [index, item] of [...NEWS.entries()].reverse()) {
    await publishContent(db, place, {
      type: 'NEWS',
      title: item.title,
      html: htmlOf(item),
      cover: { name: `cover_${index + 1}.png`, content: demoCover(index) },
      at: new Date(now - (index + 1) * DAY),
    });
    published += 1;
  }
  for (const [index, item] of [...NOTICES.entries()].reverse()) {
    await publishContent(db, place, {
      type: 'NOTICE',
      title: item.title,
      html: htmlOf(item),
      attachments: await attachmentOf(item),
      at: new Date(now - index * DAY - 3_600_000),
    });
    published += 1;
  }
  return published;
}
