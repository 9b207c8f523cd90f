// The operator's commands (server/content/commands.ts; README "Publishing news and notices"):
// `notice publish|list|remove` and `archive add`, run as functions on a fresh database (SQLite,
// or PostgreSQL with TEST_DATABASE=postgres), then read back through the API a user calls.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type ContentDetail, type ContentPage } from '#core/content.ts';
import { billSettings } from '../../server/bills/settings.ts';
import { CommandError, runArchiveCommand, runNoticeCommand, type CommandContext } from '../../server/content/commands.ts';
import { demoCover } from '../../server/content/png.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
let dir: string;
let printed: string[];
let context: CommandContext;

beforeAll(async () => {
  server = await startTestServer({ seed: 'real' });
  const [admin] = server.seed.demo.accounts;
  token = (await server.client.session(admin.loginName, admin.password)).token;
  dir = mkdtempSync(join(tmpdir(), 'content-commands-'));
  writeFileSync(join(dir, 'body.html'), '<h2>新规</h2><p>自即日起执行。<script>alert(1)</script></p><img src="x" onerror="alert(1)">');
  writeFileSync(join(dir, 'cover.png'), demoCover(2, 32, 18));
  writeFileSync(join(dir, 'fake.png'), 'MZ this is no image');
  writeFileSync(join(dir, '办理指南.txt'), '第一步：登录门户。');
  writeFileSync(join(dir, '申报须知.xlsx'), 'PK\u0003\u0004 not really a workbook but a file');
  printed = [];
  context = {
    db: server.db,
    files: { dir: server.config.filesDir },
    billSchemaDir: billSettings(server.config).billSchemaDir,
    print: (line) => printed.push(line),
  };
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => join(dir, name);

describe('notice publish', () => {
  it('publishes an item a user then reads, sanitised, with its cover and attachment', async () => {
    printed = [];
    await runNoticeCommand(context, [
      'publish',
      '--type',
      'NOTICE',
      '--title',
      '关于新规的通知',
      '--html',
      at('body.html'),
      '--cover',
      at('cover.png'),
      '--attach',
      at('办理指南.txt'),
    ]);
    const id = Number(/#(\d+)/.exec(printed[0]!)![1]);
    expect(printed[0]).toContain('published NOTICE');
    expect(printed.join('\n')).toContain('attachment: 办理指南.txt');

    const page = await server.client.post<ContentPage>(
      CONTENT_PATHS.list,
      { pageIndex: 0, pageSize: 10, terms: [{ column: 'type', termType: 'eq', type: 'and', value: 'NOTICE' }] },
      { token },
    );
    expect(page.body.data.datas.map((row) => row.id)).toContain(id);
    const item = (await server.client.post<ContentDetail>(CONTENT_PATHS.detail, { id }, { token })).body.data;
    expect(item.title).toBe('关于新规的通知');
    expect(item.content).toContain('<h2>新规</h2>');
    expect(item.content).not.toMatch(/script|onerror/);
    expect(item.fileVos.map((file) => file.fileName)).toEqual(['办理指南.txt']);
    const file = await fetch(server.url + item.fileVos[0]!.attachment.downloadUri);
    expect(await file.text()).toBe('第一步：登录门户。');

    printed = [];
    await runNoticeCommand(context, ['list', '--type', 'NOTICE']);
    expect(printed.some((line) => line.includes('关于新规的通知'))).toBe(true);
    printed = [];
    await runNoticeCommand(context, ['remove', String(id)]);
    expect(printed).toEqual([`removed #${id}`]);
    expect((await server.client.post(CONTENT_PATHS.detail, { id }, { token })).body.code).not.toBe(0);
  });

  it('refuses a cover that is no JPEG or PNG by its bytes, a bad type, a missing file or an unknown id, and stores nothing', async () => {
    const before = await server.db.selectFrom('content_item').select('id').execute();
    const refusals: Array<[string[], RegExp]> = [
      [['publish', '--type', 'NOTICE', '--title', 't', '--html', at('body.html'), '--cover', at('fake.png')], /not a JPEG or PNG/],
      [['publish', '--type', 'BLOG', '--title', 't', '--html', at('body.html')], /NEWS or NOTICE/],
      [['publish', '--type', 'NEWS', '--html', at('body.html')], /--title/],
      [['publish', '--type', 'NEWS', '--title', 't', '--html', at('missing.html')], /cannot read/],
      [['publish', '--type', 'NEWS', '--title', 't', '--html', at('body.html'), '--colour', 'red'], /unknown option/],
      [['remove', '999999'], /no item/],
      [['shout'], /unknown command/],
    ];
    for (const [argv, reason] of refusals) await expect(runNoticeCommand(context, argv)).rejects.toThrow(reason);
    await expect(runNoticeCommand(context, ['shout'])).rejects.toBeInstanceOf(CommandError);
    expect(await server.db.selectFrom('content_item').select('id').execute()).toEqual(before);
  });
});

describe('archive add', () => {
  it('adds a knowledge file that the company lists and downloads on /archive', async () => {
    printed = [];
    await runArchiveCommand(context, ['add', at('申报须知.xlsx'), '--name', '跨境电商申报须知.xlsx', '--file-type', 'e']);
    expect(printed[0]).toMatch(/added "跨境电商申报须知.xlsx"/);
    const answer = await server.client.post(
      '/api/enterprise/Knowledge_file/list',
      { pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms: [] },
      { token },
    );
    const row = (answer.body.data.datas as Array<Record<string, unknown>>).find((candidate) => candidate.fileName === '跨境电商申报须知.xlsx');
    expect(row).toBeTruthy();
    const download = await server.client.get(`/api/enterprise/Knowledge_file/download?file_path=${encodeURIComponent(String(row!.filePath))}`, { token });
    expect(download.status).toBe(200);
    expect(download.text).toContain('not really a workbook');
  });

  it('refuses no file, a missing file, a bad name and an unknown file type', async () => {
    await expect(runArchiveCommand(context, ['add'])).rejects.toThrow(/exactly one file/);
    await expect(runArchiveCommand(context, ['add', at('nothing.pdf')])).rejects.toThrow(/cannot read/);
    await expect(runArchiveCommand(context, ['add', at('办理指南.txt'), '--name', 'a/b.txt'])).rejects.toThrow(/bad name/);
    await expect(runArchiveCommand(context, ['add', at('办理指南.txt'), '--file-type', 'zz'])).rejects.toThrow(/file-type/);
  });
});
