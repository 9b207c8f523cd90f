// News and notices as the server answers them, for stories and client tests. Covers are inline
// SVG pictures (data: URIs, as the page's img-src allows).
import type { ContentDetail, ContentSummary } from '#core/content.ts';

const COLOURS = ['#1677ff', '#13c2c2', '#fa8c16', '#722ed1', '#52c41a', '#eb2f96'];

export function coverFixture(index: number): string {
  const colour = COLOURS[index % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><circle cx="${60 + index * 30}" cy="70" r="40" fill="#fff" fill-opacity="0.3"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const NEWS_TITLES = [
  '海关总署发布跨境电商零售出口商品退货监管新措施',
  '跨境电商出口海外仓（9810）模式试点范围进一步扩大',
  '跨境电商 B2B 直接出口（9710）申报流程简化',
  '综试区“清单核放、汇总申报”模式运行情况通报',
  '跨境电商出口退税“无票免税”政策解读',
  '海关推进跨境电商出口商品溯源体系建设',
  '跨境电商零售进口商品清单调整的通知要点',
  '外汇管理局：跨境电商结汇业务办理指引更新',
  '多地海关推出跨境电商“7×24 小时”通关服务',
  '跨境电商企业信用管理办法修订征求意见',
  '海关数据显示：前三季度跨境电商进出口保持增长',
  '跨境电商出口运抵、离境报文申报常见问题解答',
];

const NOTICE_TITLES = [
  '关于系统升级维护的通知',
  '关于启用新版跨境电商报文规范的通知',
  '关于开展企业备案信息核查的通知',
  '关于数据核验申请材料要求的通知',
  '关于加强账号安全管理的提示',
  '关于结汇业务办理时间调整的通知',
  '关于工单系统上线的通知',
  '关于规范商品名称申报的提示',
];

const EXCERPT =
  '为进一步支持跨境电商新业态发展，海关总署近日发布公告，优化跨境电商零售出口商品监管。符合条件的商品可在原出口海关或其他海关办理相关手续，企业可通过门户一次提交申请，平均办理时间缩短约三成。';

const day = (index: number) => `2025-11-${String(22 - index).padStart(2, '0')} 09:30:00`;

export function newsFixtures(count = NEWS_TITLES.length): ContentSummary[] {
  return NEWS_TITLES.slice(0, count).map((title, index) => {
    const cover = coverFixture(index);
    return {
      id: 100 + index,
      title,
      type: 'NEWS',
      createTime: day(index),
      updateTime: day(index),
      excerpt: EXCERPT,
      coverFile: { displayUri: cover, attachment: { displayUri: cover } },
    };
  });
}

export function noticeFixtures(count = NOTICE_TITLES.length): ContentSummary[] {
  return NOTICE_TITLES.slice(0, count).map((title, index) => ({
    id: 200 + index,
    title,
    type: 'NOTICE',
    createTime: day(index),
    updateTime: day(index),
    excerpt: '为提升服务质量，平台将于本周六 22:00 至周日 06:00 进行系统升级维护，期间暂停单证申报与回执查询。',
    coverFile: null,
  }));
}

export function noticeDetailFixture(): ContentDetail {
  return {
    ...noticeFixtures(2)[1]!,
    content:
      '<p>自下月 1 日起，平台启用新版报文规范，请企业对照附件检查本企业的接口字段。</p><ul><li>CEB303：ebpCode 长度调整为18位</li><li>CEB603：新增人民币货值</li></ul><p>详见<a href="https://www.customs.gov.cn/">海关总署网站</a>。</p>',
    fileVos: [{ fileName: '新版报文字段变更说明.xlsx', attachment: { downloadUri: '/api/file/download/00000000-0000-4000-8000-000000000001?token=t' } }],
  };
}

/** What a hostile operator file would hold, had the server not cleaned it (the browser cleans it again). */
export function hostileDetailFixture(): ContentDetail {
  return {
    ...noticeFixtures(1)[0]!,
    title: '带有恶意代码的公告',
    content:
      '<p>正文</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">点我</a><iframe src="https://example.com"></iframe>',
    fileVos: [],
  };
}
