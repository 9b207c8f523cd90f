// News and notices (bill-families-and-screens.md §7 /notice/queryPageList and /notice/detail,
// §3.7; docs/content.md): any signed-in user reads them, pages are bounded, the only term is the
// type, covers and attachments download, and hostile HTML is stored harmless. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  MAX_CONTENT_PAGE_SIZE,
  MSG_CONTENT_GONE,
  MSG_CONTENT_PAGE_SIZE,
  MSG_CONTENT_TYPE_TERM,
  type ContentDetail,
  type ContentPage,
} from '#core/content.ts';
import { DEMO_NEWS_COUNT, DEMO_NOTICE_COUNT, seedDemoContent } from '../../server/content/demo-content.ts';
import { demoCover } from '../../server/content/png.ts';
import { publishContent } from '../../server/content/store.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
let otherToken: string;

const HOSTILE = [
  '<p>正文<script>alert("x")</script></p>',
  '<img src="/nothing.png" onerror="alert(1)">',
  '<a href="javascript:alert(2)">点我</a>',
  '<a href="https://www.customs.gov.cn/">海关总署</a>',
  '<iframe src="https://example.com"></iframe><object data="x.swf"></object>',
  '<p style="position:fixed" onclick="steal()">样式</p><svg onload="alert(3)"></svg>',
].join('');

const typeTerm = (value: unknown) => [{ column: 'type', termType: 'eq', type: 'and', value }];
const list = (body: unknown, auth: string | undefined = token) => server.client.post<ContentPage>(CONTENT_PATHS.list, body, { token: auth });
const detail = (id: unknown, auth: string | null = token) => server.client.post<ContentDetail>(CONTENT_PATHS.detail, { id }, { token: auth ?? undefined });

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const place = { dir: server.config.filesDir };
  await seedDemoContent(server.db, place);
  const [admin] = server.seed.demo.accounts;
  token = (await server.client.session(admin.loginName, admin.password)).token;
  const other = server.seed.demo.otherCompanies?.[0]?.accounts[0];
  otherToken = other ? (await server.client.session(other.loginName, other.password)).token : token;
});
afterAll(async () => server?.close());

describe('notice/queryPageList', () => {
  it('pages the news newest first, with total, excerpt and a cover that downloads as a PNG', async () => {
    const first = await list({ pageIndex: 0, pageSize: 10, terms: typeTerm('NEWS') });
    expect(first.body.code).toBe(0);
    expect(first.body.data.total).toBe(DEMO_NEWS_COUNT);
    expect(first.body.data.datas).toHaveLength(10);
    const times = first.body.data.datas.map((item) => item.updateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const item = first.body.data.datas[0]!;
    expect(item.type).toBe('NEWS');
    expect(item.excerpt.length).toBeGreaterThan(10);
    expect(item.excerpt).not.toContain('<');
    const cover = await fetch(server.url + item.coverFile!.displayUri);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const second = await list({ pageIndex: 1, pageSize: 10, terms: typeTerm('NEWS') });
    expect(second.body.data.datas).toHaveLength(DEMO_NEWS_COUNT - 10);
    expect(second.body.data.datas.map((row) => row.id)).not.toContain(item.id);
  });

  it('lists notices apart from news, for a user of any company', async () => {
    const notices = await list({ pageIndex: 0, pageSize: 5, terms: typeTerm('NOTICE') }, otherToken);
    expect(notices.body.data.total).toBe(DEMO_NOTICE_COUNT);
    expect(notices.body.data.datas).toHaveLength(5);
    expect(notices.body.data.datas.every((row) => row.type === 'NOTICE')).toBe(true);
  });

  it('refuses without a token, before reading the body', async () => {
    const answer = await server.client.request('POST', CONTENT_PATHS.list, { data: { pageSize: 'not even a number' } });
    expect(answer.status).toBe(401);
  });

  it('refuses a term other than the type, and a type other than NEWS or NOTICE', async () => {
    for (const terms of [typeTerm('SECRET'), [{ column: 'content', termType: 'like', type: 'and', value: '%' }], typeTerm(['NEWS'])]) {
      const answer = await list({ pageIndex: 0, pageSize: 10, terms });
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.message).toBe(MSG_CONTENT_TYPE_TERM);
    }
  });

  it(`answers at most ${MAX_CONTENT_PAGE_SIZE} a page`, async () => {
    const answer = await list({ pageIndex: 0, pageSize: MAX_CONTENT_PAGE_SIZE + 1, terms: typeTerm('NEWS') });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.message).toBe(MSG_CONTENT_PAGE_SIZE);
    expect((await list({ pageIndex: 0, pageSize: 0 })).body.code).not.toBe(0);
  });
});

describe('notice/detail', () => {
  it('gives the title, times, HTML and attachments that download with the link or the bearer', async () => {
    const notices = await list({ pageIndex: 0, pageSize: 50, terms: typeTerm('NOTICE') });
    const ids = notices.body.data.datas.map((row) => row.id);
    const details = await Promise.all(ids.map(async (id) => (await detail(id)).body.data));
    const withFile = details.find((item) => item.fileVos.length > 0)!;
    expect(withFile.title).toBeTruthy();
    expect(withFile.content).toContain('<p>');
    expect(withFile.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [file] = withFile.fileVos;
    expect(file!.fileName).toMatch(/\.xlsx$/);
    const signed = await fetch(server.url + file!.attachment.downloadUri);
    expect(signed.status).toBe(200);
    expect(
      Buffer.from(await signed.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const bare = file!.attachment.downloadUri.split('?')[0]!;
    expect((await server.client.get(bare, { token: otherToken })).status).toBe(200);
    expect((await fetch(server.url + bare)).status).toBe(401);
  });

  it('takes the id as a number or as digits, and says so for an unknown id', async () => {
    const [first] = (await list({ pageIndex: 0, pageSize: 1 })).body.data.datas;
    expect((await detail(String(first!.id))).body.data.title).toBe(first!.title);
    const gone = await detail(999_999);
    expect(gone.body.code).not.toBe(0);
    expect(gone.body.message).toBe(MSG_CONTENT_GONE);
    expect((await detail('1 or 1=1')).body.code).not.toBe(0);
    expect((await detail(1, null)).status).toBe(401);
  });

  it('stores hostile HTML sanitised: no script, no event handler, no javascript: link, no frame', async () => {
    const published = await publishContent(
      server.db,
      { dir: server.config.filesDir },
      {
        type: 'NOTICE',
        title: '带有恶意代码的公告',
        html: HOSTILE,
        cover: { name: 'cover.png', content: demoCover(1, 16, 9) },
      },
    );
    const stored = await server.db.selectFrom('content_item').select('content').where('id', '=', published.id).executeTakeFirstOrThrow();
    const { content } = (await detail(published.id)).body.data;
    for (const html of [stored.content, content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<object|<svg|style=/i);
      expect(html).toContain('正文');
      expect(html).toContain('href="https://www.customs.gov.cn/"');
      expect(html).toContain('rel="noopener noreferrer"');
    }
  });
});
