// Migration 0023 (意见反馈 onto the form engine, docs/forms.md「表单引擎」), on SQLite and
// PostgreSQL: the feedback written before the move is in form_feedback afterwards — company, sender,
// content, phone, source, and its China-time create_time as epoch ms — the old table is gone, and a
// portal started on that database stores a new feedback beside the moved ones (the engine finds the
// table the migration made and adds nothing it already has).
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../server/db/migrations/0023_feedback_on_form_engine.ts';
import type { UntypedDb } from '../../server/db/untyped.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

describe('migration 0023: feedback moves to the form engine’s table', () => {
  it('moves every old row, drops the old table, and the engine stores new ones beside them', async () => {
    server = await startTestServer({ seed: 'real' });
    const db = server.db as unknown as UntypedDb;
    // Back to before the move, with two feedbacks written by the old server.
    await down(db);
    await db
      .insertInto('feedback')
      .values([
        { company_code: 'C1', user_id: 7, content: '希望增加批量导出功能。', phone: '13912345678', source: 'PC', create_time: '2026-11-01 09:30:00' },
        { company_code: 'C2', user_id: 8, content: '没有手机号', phone: null, source: 'PC', create_time: '2026-11-02 18:00:05' },
      ])
      .execute();
    await up(db);
    const moved = await db.selectFrom('form_feedback').selectAll().orderBy('id').execute();
    expect(moved.map((row) => ({ ...row, id: undefined, created_at: Number(row.created_at) }))).toEqual([
      {
        id: undefined,
        company_code: 'C1',
        user_id: 7,
        content: '希望增加批量导出功能。',
        phone: '13912345678',
        source: 'PC',
        created_at: Date.parse('2026-11-01T01:30:00Z'),
      },
      { id: undefined, company_code: 'C2', user_id: 8, content: '没有手机号', phone: null, source: 'PC', created_at: Date.parse('2026-11-02T10:00:05Z') },
    ]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('feedback');

    const admin = server.seed.demo.accounts.find((account) => account.userType === 'ADMIN')!;
    const token = (await server.client.session(admin.loginName, admin.password)).token;
    const answer = await server.client.post('/api/enterprise/feedback/save', { content: '迁移之后的反馈' }, { token });
    expect(answer.body).toMatchObject({ code: 0, message: '反馈成功！' });
    expect(await db.selectFrom('form_feedback').select('content').orderBy('id').execute()).toEqual([
      { content: '希望增加批量导出功能。' },
      { content: '没有手机号' },
      { content: '迁移之后的反馈' },
    ]);
  });
});
