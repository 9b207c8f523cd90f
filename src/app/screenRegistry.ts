// Which screen renders which page. One line per screen, like a JSON Forms tester registry:
// a menu uri gets a route when a line's pattern matches it (routing/buildRouteTable.ts),
// and sub-routes follow their parent page. Adding a screen is one file plus one line here.
import { lazyScreen, screen, subRoute } from './routing/registryEntries.ts';
import type { ScreenEntry } from './routing/types.ts';

const BILL = '/bill/:type/:key';
const BILL_PLANNED = '单据列表：状态筛选、条件查询、批量申报、导入导出与回执查看';
// The sign-record list owns the sign-record page: its line comes before BILL, so that the
// page's title and breadcrumb name 签名记录 rather than the first bill page of the menu.
const SIGN_RECORDS = '/bill/other/sign';
const HomePage = lazyScreen(() => import('../screens/home/index.ts'), 'HomePage');
// A list opened cold asks for its definition and the list page's code as soon as this chunk is in.
const BillPageScreen = lazyScreen(
  () => import('../screens/bill/index.ts'),
  'BillPageScreen',
  (bill, at) => bill.warmBillPage(at),
);
const RouteListScreen = lazyScreen(
  () => import('../screens/bill/index.ts'),
  'RouteListScreen',
  (bill, at) => bill.warmBillPage(at),
);
const SignDetailScreen = lazyScreen(() => import('../screens/sign/index.ts'), 'SignDetailScreen');
const CommonFunScreen = lazyScreen(() => import('../screens/commonFun/index.ts'), 'CommonFunScreen');
const AccountScreen = lazyScreen(() => import('../screens/account/index.ts'), 'AccountScreen');
const AccountAddScreen = lazyScreen(() => import('../screens/account/index.ts'), 'AccountAddScreen');
const ApiKeyScreen = lazyScreen(() => import('../screens/apiKey/index.ts'), 'ApiKeyScreen');
const FormScreen = lazyScreen(() => import('../screens/form/index.ts'), 'FormScreen');
const ParametersScreen = lazyScreen(() => import('../screens/parameters/index.ts'), 'ParametersScreen');
const AuthorisationScreen = lazyScreen(() => import('../screens/authorisation/index.ts'), 'AuthorisationScreen');
const SettlementListScreen = lazyScreen(() => import('../screens/settlement/index.ts'), 'SettlementListScreen');
const StatisticsScreen = lazyScreen(() => import('../screens/statistics/index.ts'), 'StatisticsScreen');
const ApplicationDetailScreen = lazyScreen(() => import('../screens/settlement/detail/index.ts'), 'ApplicationDetailScreen');
const ContentListScreen = lazyScreen(() => import('../screens/content/index.ts'), 'ContentListScreen');
const ContentDetailScreen = lazyScreen(() => import('../screens/content/index.ts'), 'ContentDetailScreen');
const SubsidyListScreen = lazyScreen(() => import('../screens/subsidy/index.ts'), 'SubsidyListScreen');
const SubsidyApplyScreen = lazyScreen(() => import('../screens/subsidy/index.ts'), 'SubsidyApplyScreen');
const SubsidyDetailScreen = lazyScreen(() => import('../screens/subsidy/index.ts'), 'SubsidyDetailScreen');
const WorkOrderShowScreen = lazyScreen(() => import('../screens/workorder/index.ts'), 'WorkOrderShowScreen');

// `filed`: the page's server routes need an approved company filing (filed: true on the server:
// every bill family — the archive and the sign records are families too — and settlement); until
// then the route host shows the one filing gate instead of the page (src/screens/filing).
const FILED = { filed: true } as const;

export const screenRegistry: readonly ScreenEntry[] = [
  screen('/home', HomePage, { always: true, title: '首页' }),

  screen(SIGN_RECORDS, BillPageScreen, { planned: BILL_PLANNED, ...FILED }),
  // In place (spec §2.4): /bill/{type}/{key}?id=… is the bill's detail page, titled like /details.
  screen(BILL, BillPageScreen, { planned: BILL_PLANNED, inPlaceDetail: { label: '详情', addLabel: '新增' }, ...FILED }),
  // No id in the query: a new bill (新增), else an existing one (详情) — spec platform §2.5.
  { ...subRoute('/details/:type/:key', BILL, '详情', BillPageScreen), addLabel: '新增', ...FILED },
  { ...subRoute('/sign/detail/:id', SIGN_RECORDS, '详情', SignDetailScreen), ...FILED },

  // A form definition's page (schemas/forms): the generic form page at the form's route.
  screen('/enterprise', FormScreen),
  // A form the form engine serves (no servedBy, docs/forms.md "表单引擎"): its menu node is /form/{form}.
  screen('/form/:form', FormScreen),
  screen('/account', AccountScreen),
  subRoute('/account/add', '/account', '新增子账号', AccountAddScreen),
  // The open API's keys (docs/open-api.md): a main account's page.
  screen('/apiKey', ApiKeyScreen),
  screen('/parametersSetting', ParametersScreen),

  // Work orders (docs/work-orders.md): the list (schemas/bills/other-workorder), the ticket form
  // (schemas/forms/workorder, a new-record form) and the detail; the feedback form (schemas/forms/feedback).
  screen('/workorder', RouteListScreen),
  subRoute('/workorder/edit', '/workorder', '提交工单', FormScreen),
  subRoute('/workorder/show/:id', '/workorder', '工单详情', WorkOrderShowScreen),
  screen('/feedback', FormScreen),

  // News and notices (docs/content.md): card lists; a detail page shows any item by its id.
  screen('/notice', ContentListScreen),
  subRoute('/notice/noticeDetails/:id', '/notice', '公告详情', ContentDetailScreen),
  screen('/news', ContentListScreen),
  subRoute('/news/newsDetails/:id', '/news', '新闻详情', ContentDetailScreen),
  screen('/archive', RouteListScreen, { planned: '资料下载：知识文件列表与下载', ...FILED }),
  screen('/commonFun', CommonFunScreen),
  screen('/statistics', StatisticsScreen),

  screen('/exchangeSettlement', SettlementListScreen, FILED),
  { ...subRoute('/exchangeSettlement/applicationDetail', '/exchangeSettlement', '申请详情', ApplicationDetailScreen), ...FILED },
  screen('/settlementVerification', SettlementListScreen, FILED),
  screen('/settlementAuthorization/apply', AuthorisationScreen),
  screen('/settlementAuthorization/confirm', AuthorisationScreen),

  screen('/rewardApplication', SubsidyListScreen),
  subRoute('/rewardApplication/apply/apply', '/rewardApplication', '核验申请', SubsidyApplyScreen),
  subRoute('/rewardApplication/apply/detail', '/rewardApplication', '申请详情', SubsidyDetailScreen),
];
