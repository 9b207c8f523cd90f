// Which paths a menu node may point at. Pages come from platform-and-settlement.md §2.3 and the
// screen table of bill-families-and-screens.md §2; bill lists are /bill/{type}/{family} (§2.4).
// Detail and sub-routes are registered by the client under their parent page, so they are not
// menu nodes; the bill-index routes /bill/export and /bill/import are excluded by §2.2.

/** First-level pages a user reaches from the menu. */
export const MENU_PAGE_ROUTES: readonly string[] = [
  '/home',
  '/enterprise',
  '/parametersSetting',
  '/account',
  '/feedback',
  '/archive',
  '/notice',
  '/news',
  '/commonFun',
  '/statistics',
  '/exchangeSettlement',
  '/settlementVerification',
  '/settlementAuthorization/apply',
  '/settlementAuthorization/confirm',
  '/rewardApplication',
  '/workorder',
  // Not in the spec: the open API's keys (issue 27, docs/open-api.md), a main account's page.
  '/apiKey',
];

/** Registered routes that open from a page, never from the menu, with the page they belong to. */
export const SUB_ROUTES: ReadonlyArray<{ pattern: string; parent: string }> = [
  { pattern: '/404', parent: '/home' },
  { pattern: '/workorder/show/{id}', parent: '/workorder' },
  { pattern: '/workorder/edit', parent: '/workorder' },
  { pattern: '/details/{type}/{key}', parent: '/bill/{type}/{key}' },
  { pattern: '/account/add', parent: '/account' },
  { pattern: '/notice/noticeDetails/{id}', parent: '/notice' },
  { pattern: '/news/newsDetails/{id}', parent: '/news' },
  { pattern: '/sign/detail/{id}', parent: '/bill/other/sign' },
  { pattern: '/exchangeSettlement/applicationDetail', parent: '/exchangeSettlement' },
  { pattern: '/rewardApplication/apply/apply', parent: '/rewardApplication' },
  { pattern: '/rewardApplication/apply/detail', parent: '/rewardApplication' },
];

const BILL_ROUTE = /^\/bill\/(export|import|other)\/([a-z][A-Za-z0-9]*)$/;
const BILL_INDEX_ROUTE = /^\/bill\/(export|import|other)\/?$/;

/** Menu groups have no page; their uri is a stable marker derived from their key. */
export function groupUri(key: string): string {
  return `/group/${key}`;
}

export type MenuUriKind =
  | { kind: 'page' }
  | { kind: 'bill'; type: string; family: string }
  | { kind: 'subRoute'; pattern: string; parent: string }
  | { kind: 'billIndex' }
  | { kind: 'unknown' };

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/** `formPages`: the routes of the forms the form engine serves (`/form/{form}`, check-forms.ts engineFormRoutes). */
export function classifyMenuUri(uri: string, formPages: readonly string[] = []): MenuUriKind {
  if (MENU_PAGE_ROUTES.includes(uri) || formPages.includes(uri)) return { kind: 'page' };
  const bill = BILL_ROUTE.exec(uri);
  if (bill) return { kind: 'bill', type: bill[1], family: bill[2] };
  if (BILL_INDEX_ROUTE.test(uri)) return { kind: 'billIndex' };
  const sub = SUB_ROUTES.find(({ pattern }) => patternToRegExp(pattern).test(uri));
  if (sub) return { kind: 'subRoute', pattern: sub.pattern, parent: sub.parent };
  return { kind: 'unknown' };
}
