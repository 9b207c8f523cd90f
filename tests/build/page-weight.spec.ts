// Issue 26 point 3, "Light pages", kept: builds the portal and follows the static imports of the
// chunks a screen asks for, so a change that pulls the grid, the charts, the form engine or a
// dialog's heavy antd components back into the login page or a cold list fails here, by what is
// loaded rather than by a timing. `npm run bench:weight` gives the sizes in a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkingTree, chunkOf, staticModules, type PortalBuild } from '../../bench/lib/weight-build.ts';

let portal: PortalBuild;

beforeAll(async () => {
  portal = await buildWorkingTree();
}, 300_000);

afterAll(() => portal?.cleanup());

/** The modules of `ids` whose path matches one of `patterns`. */
function matching(ids: Iterable<string>, patterns: RegExp[]): string[] {
  return [...ids].filter((id) => patterns.some((pattern) => pattern.test(id))).map((id) => id.replace(/^.*node_modules\//, ''));
}

const GRID = /node_modules\/(ag-grid-community|ag-grid-react|@ag-grid-community)\//;
const CHARTS = /node_modules\/(@ant-design\/plots|@antv\/)/;
const FORM_ENGINE = /node_modules\/@rjsf\//;
// The list's dialogs' components (by their component module: a few small helpers of theirs are
// shared with Modal and Tooltip).
const DIALOG_PARTS = /node_modules\/antd\/es\/(table|upload|steps|drawer|descriptions|result)\/index\.js$/;
const SIGNED_IN = /\/src\/(screens\/(shell|home|bill|statistics|settlement)|engine\/(list|detail|form|lines|dialogs))\//;
// What the login page left behind in issue 26 point 3's second round: antd Form with rc-form and
// its validator (the login form is a plain one; rc-form's FormProvider, which antd Input imports,
// is all that may stay), antd App with the Modal, notification and message it holds (they load
// when first needed, src/app/feedback), the Input barrel's TextArea, Search and OTP, and dayjs
// (it comes with the pickers, src/engine/dates).
const LOGIN_LEFT = [
  /node_modules\/antd\/es\/(form|app|modal|notification|message|skeleton)\/index\.js$/,
  /node_modules\/@rc-component\/form\/es\/(Field|List|Form|hooks\/useForm)\.js$/,
  /node_modules\/@rc-component\/async-validator\//,
  /node_modules\/antd\/es\/input\/(TextArea|Search|OTP\/index)\.js$/,
  /node_modules\/dayjs\//,
];

describe('what a screen loads (issue 26 point 3)', () => {
  it('the login page loads neither the grid, the charts, the form engine nor any signed-in screen', () => {
    const login = staticModules(portal.chunks, chunkOf(portal.chunks, null));
    expect(matching(login, [GRID, CHARTS, FORM_ENGINE, DIALOG_PARTS, SIGNED_IN, /node_modules\/antd\/es\/(card|tabs|menu|typography)\/index\.js$/])).toEqual(
      [],
    );
  });

  it('the login page loads neither antd Form, rc-form, antd App and its holders, nor dayjs', () => {
    const login = staticModules(portal.chunks, chunkOf(portal.chunks, null));
    expect(matching(login, LOGIN_LEFT)).toEqual([]);
    // The holders come with the signed-in parts, before any signed-in screen.
    const signedIn = staticModules(portal.chunks, chunkOf(portal.chunks, 'src/app/feedback/FeedbackHolders.tsx'));
    expect(matching(signedIn, [/node_modules\/antd\/es\/(modal|notification|message)\/index\.js$/])).toHaveLength(3);
  });

  it('a cold list loads the grid but not the charts, the form engine or the dialogs it has not opened', () => {
    const list = new Set([
      ...staticModules(portal.chunks, chunkOf(portal.chunks, null)),
      ...staticModules(portal.chunks, chunkOf(portal.chunks, 'src/app/routing/signedInParts.ts')),
      ...staticModules(portal.chunks, chunkOf(portal.chunks, 'src/screens/bill/index.ts')),
      ...staticModules(portal.chunks, chunkOf(portal.chunks, 'src/engine/list/BillListPage.tsx')),
    ]);
    expect(matching(list, [GRID]).length).toBeGreaterThan(0);
    expect(matching(list, [CHARTS, FORM_ENGINE, /node_modules\/antd\/es\/(table|upload|steps|drawer|descriptions)\/index\.js$/])).toEqual([]);
  });

  it('the charts load with the statistics chart only, the form engine with the detail page only', () => {
    const chart = staticModules(portal.chunks, chunkOf(portal.chunks, 'src/screens/statistics/StatisticsChart.tsx'));
    expect(matching(chart, [CHARTS]).length).toBeGreaterThan(0);
    const detail = staticModules(portal.chunks, chunkOf(portal.chunks, 'src/engine/detail/index.ts'));
    expect(matching(detail, [FORM_ENGINE]).length).toBeGreaterThan(0);
    for (const screen of ['src/screens/bill/index.ts', 'src/screens/home/index.ts', 'src/app/routing/signedInParts.ts', 'src/engine/list/BillListPage.tsx']) {
      expect(matching(staticModules(portal.chunks, chunkOf(portal.chunks, screen)), [CHARTS, FORM_ENGINE]), screen).toEqual([]);
    }
  });
});
