// Subsidy (data-verification) applications (issue 14; bill-families-and-screens.md §3.5, §4, §5,
// §7 "Subsidy and reward", §9; docs/subsidy.md): the companies, the template, the waybill import
// (upload refusals by bytes, name and size; 20,001 rows; a bad row aborting the whole import;
// progress; another company's import; an import left running by a process that is gone taken over
// at once, one import of a company at a time), apply with every refusal, the verification simulator,
// the list, the detail, the results per reward form, the exports — and that a 20,000-row import
// does not hold up a light request. Runs on SQLite and on PostgreSQL (TEST_DATABASE=postgres).
import { sql } from 'kysely';
import { chinaDateTime } from '#core/china-time.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_APPLY_INCOMPLETE, MSG_NO_BOUND_COMPANY, MSG_NOT_APPROVED, MSG_ONLY_EXCEL } from '#core/subsidy/subsidy.ts';
import { MSG_INVALID_FILE_NAME } from '#core/messages.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { createSession } from '../../server/auth/sessions.ts';
import * as A from '../../server/subsidy/applications.ts';
import * as I from '../../server/subsidy/imports.ts';
import { SUB_WAYBILL } from '../../server/subsidy/waybill-rows.ts';
import { NOTE_NOT_BOUND, NOTE_OUT_OF_PERIOD, NOTE_PASSED } from '../../server/subsidy/verifier.ts';
import { subsidyVerifierOf, waybillImportsOf } from '../../server/routes/subsidy-routes.ts';
import { seedDemoSubsidies } from '../../server/subsidy/demo.ts';
import { COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { download, readRows, upload, workbookBuffer, type UploadFor } from './bills/excel-helpers.ts';

const API = '/api/enterprise/subsidy';
const IMPORT: UploadFor = { route: '/rewardApplication', code: 'import' };
const HEADER = ['付款单位名称', '收款单位名称', '总运单号', '提货时间', '航班号', '航班日期', '毛重（KG）'];
const THIRD = { code: '91110000MA00SUB5ID', name: '北京无关补贴贸易有限公司' };
const RECEIVER = { recCompanyCode: '', recCompanyName: '广州白云国际机场货运站有限公司' };

let server: BillServer;
let thirdToken: string;
let viewerToken: string;

/** A master air waybill number with its IATA check digit (serial's first seven mod 7). */
function masterBill(n: number, prefix = '784'): string {
  const serial = String(n % 10_000_000).padStart(7, '0');
  return `${prefix}-${serial}${Number(serial) % 7}`;
}

function waybillRow(n: number, overrides: Partial<Record<number, unknown>> = {}): unknown[] {
  const day = String((n % 28) + 1).padStart(2, '0');
  const row: unknown[] = [
    '广州穗通跨境供应链管理有限公司',
    RECEIVER.recCompanyName,
    masterBill(n),
    `2026-03-${day} 10:${String(n % 60).padStart(2, '0')}:00`,
    'CZ3101',
    `2026-03-${day}`,
    12.345,
  ];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
}

async function tokenFor(companyCode: string, companyName: string, loginName: string, grantAll: boolean): Promise<string> {
  const now = Date.now();
  let company = await server.db.selectFrom('company').select('id').where('code', '=', companyCode).executeTakeFirst();
  company ??= await server.db.insertInto('company').values({ code: companyCode, name: companyName, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName,
      password_hash: 'scrypt$x',
      user_type: grantAll ? 'ADMIN' : 'USER',
      company_id: company.id,
      state: 'EFFECTIVE',
      password_changed_at: now,
      must_change_password: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (grantAll) {
    await sql`insert into user_module (user_id, module_id) select ${sql.lit(user.id)}, id from module`.execute(server.db);
    await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(user.id)}, id from module_button`.execute(server.db);
  } else {
    const page = await server.db.selectFrom('module').select('id').where('uri', '=', '/rewardApplication').executeTakeFirstOrThrow();
    await server.db.insertInto('user_module').values({ user_id: user.id, module_id: page.id }).execute();
  }
  const sessionId = await createSession(server.db, user.id);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId: user.id, companyCode, userType: grantAll ? 'ADMIN' : 'USER', sessionId }, 900);
}

async function uploaded(rows: unknown[][], token?: string, fileName = '运单导入.xlsx'): Promise<string> {
  const answer = await upload(server, await workbookBuffer(rows), fileName, token, IMPORT);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data[0].uri;
}

/** Uploads and imports rows; waits for the import to end and answers its progress. */
async function imported(rows: unknown[][], token?: string) {
  const filePath = await uploaded(rows, token);
  const started = await server.post(`${API}/bill/import`, { filePath }, token);
  expect(started.body.code, started.text).toBe(0);
  const importNo: string = started.body.data.importNo;
  await waybillImportsOf(server.app).settled();
  const progress = await server.post(`${API}/bill/importProgress`, { importNo }, token);
  expect(progress.body.code).toBe(0);
  return { importNo, progress: progress.body.data };
}

async function companyName(): Promise<string> {
  return (await server.post(`${API}/company/queryCompany`, {})).body.data.companyName;
}

async function applyBody(importNo: string, overrides: Record<string, unknown> = {}) {
  return {
    applyType: 'E9',
    companyType: '1',
    ckDateRange: ['2026-03-01', '2026-03-31'],
    ckStartTime: '2026-03-01',
    ckEndTime: '2026-03-31',
    note: '三月跨境电商运单',
    companyName: await companyName(),
    recCompanyList: [RECEIVER],
    importNo,
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startBillServer();
  subsidyVerifierOf(server.app).delayMs = 0;
  const found = await server.post(`${API}/company/queryRecCompany`, { companyName: RECEIVER.recCompanyName });
  RECEIVER.recCompanyCode = found.body.data[0].recCompanyCode;
  thirdToken = await tokenFor(THIRD.code, THIRD.name, 'subsidy_third', true);
  viewerToken = await tokenFor(COMPANY, '', 'subsidy_viewer', false);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('companies and template', () => {
  it('answers the caller as the applicant and finds receiving companies by name, capped', async () => {
    const me = await server.post(`${API}/company/queryCompany`, {});
    expect(me.body.data.companyCode).toBe(COMPANY);
    expect(me.body.data.companyName).toMatch(/有限公司$/);
    const airports = await server.post(`${API}/company/queryRecCompany`, { companyName: '机场' });
    expect(airports.body.data.length).toBeGreaterThan(3);
    expect(airports.body.data.length).toBeLessThanOrEqual(50);
    for (const company of airports.body.data) expect(company.recCompanyName).toContain('机场');
    await server.db
      .insertInto('company')
      .values(
        Array.from({ length: 60 }, (_unused, i) => ({
          code: `91440101CAP${String(i).padStart(7, '0')}`,
          name: `上限测试物流${i}有限公司`,
          created_at: Date.now(),
        })),
      )
      .execute();
    const companies = await server.post(`${API}/company/queryRecCompany`, { companyName: '上限测试物流' });
    expect(companies.body.data).toHaveLength(50);
    // The demo companies of the portal are receiving companies too.
    const demo = await server.post(`${API}/company/queryRecCompany`, { companyName: '前海优品' });
    expect(demo.body.data.map((company: { recCompanyName: string }) => company.recCompanyName)).toContain('深圳市前海优品跨境贸易有限公司');
    expect((await server.post(`${API}/company/queryRecCompany`, { companyName: '  ' })).body.data).toEqual([]);
  });

  it('refuses a caller without a token, and a user without the button code', async () => {
    const anonymous = await server.client.post(`${API}/company/queryCompany`, {});
    expect(anonymous.status).toBe(401);
    const viewer = await server.post(`${API}/apply`, {}, viewerToken);
    expect(viewer.status).toBe(403);
    const list = await server.post(`${API}/list`, { pageIndex: 0, pageSize: 10 }, viewerToken);
    expect(list.body.code).toBe(0);
  });

  it('downloads the template with the definition’s header titles', async () => {
    const answer = await server.post(`${API}/bill/downloadTemplate`, {});
    expect(answer.body.code).toBe(0);
    const file = await download(server, answer.body.data.downloadUri);
    expect(file.status).toBe(200);
    expect((await readRows(file.content))[0]).toEqual(HEADER);
  });
});

describe('waybill import', () => {
  it('refuses uploads by bytes, by name and by size', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrongType = await upload(server, png, '运单导入.xlsx', undefined, IMPORT);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(MSG_ONLY_EXCEL);
    const badName = await upload(server, await workbookBuffer([HEADER, waybillRow(1)]), '运单 导入.xlsx', undefined, IMPORT);
    expect(badName.body.message).toBe(MSG_INVALID_FILE_NAME);
    const noExtension = await upload(server, await workbookBuffer([HEADER, waybillRow(1)]), '运单导入', undefined, IMPORT);
    expect(noExtension.body.message).toBe(MSG_ONLY_EXCEL);
    const big = Buffer.concat([await workbookBuffer([HEADER]), Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await upload(server, big, '运单导入.xlsx', undefined, IMPORT);
    expect(oversize.status).toBe(400);
    expect(oversize.body.message).toMatch(/文件过大/);
  });

  it('takes an old .xls upload but asks for .xlsx on import', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const answer = await upload(server, ole2, '运单导入.xls', undefined, IMPORT);
    expect(answer.body.code).toBe(0);
    const started = await server.post(`${API}/bill/import`, { filePath: answer.body.data[0].uri });
    await waybillImportsOf(server.app).settled();
    const progress = await server.post(`${API}/bill/importProgress`, { importNo: started.body.data.importNo });
    expect(progress.body.data).toMatchObject({ state: 'failed', message: '暂不支持导入.xls格式的文件，请在Excel中另存为.xlsx后再导入' });
  });

  it('imports rows all or nothing, with exact weights, and lists them by import number', async () => {
    const { importNo, progress } = await imported([HEADER, waybillRow(1), waybillRow(2, { 6: '0.1' }), waybillRow(3, { 6: 1234567.891 })]);
    expect(progress).toMatchObject({ state: 'done', rows: 3, total: 3, stored: 3, errors: [], errorCount: 0 });
    const list = await server.post(`${API}/bill/list`, {
      pageIndex: 0,
      pageSize: 10,
      terms: [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }],
    });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.datas.map((row: { grossWeight: string }) => row.grossWeight).sort()).toEqual(['0.1', '12.345', '1234567.891']);
    expect(list.body.data.datas[0]).toMatchObject({ payCompanyName: '广州穗通跨境供应链管理有限公司', flightNo: 'CZ3101' });
    expect(list.body.data.datas.map((row: { billNo: string }) => row.billNo)).toContain(masterBill(1));
  });

  it('refuses a whole import when a row is wrong, naming the rows (sub-waybill numbers, missing values, duplicates)', async () => {
    const rows = [
      HEADER,
      waybillRow(1),
      waybillRow(2, { 2: 'SF1234567890' }),
      waybillRow(3, { 6: null }),
      waybillRow(4, { 2: masterBill(1) }),
      waybillRow(5, { 2: '784-12345670' }),
    ];
    const { importNo, progress } = await imported(rows);
    expect(progress.state).toBe('failed');
    expect(progress.errorCount).toBe(4);
    expect(progress.errors).toEqual([
      { row: 3, message: `第3行「总运单号」：${SUB_WAYBILL}` },
      { row: 4, message: '第4行「毛重（KG）」：请填写毛重（KG）' },
      { row: 5, message: `第5行「总运单号」：${masterBill(1)} 与第2行重复` },
      { row: 6, message: `第6行「总运单号」：${SUB_WAYBILL}` },
    ]);
    expect(progress.message).toMatch(/^导入失败，没有保存任何数据：第3行/);
    const list = await server.post(`${API}/bill/list`, { terms: [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }] });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a sheet of 20,001 rows and a workbook without the template’s columns', async () => {
    const rows = [HEADER, ...Array.from({ length: 20_001 }, (_unused, i) => waybillRow(i + 1))];
    const tooMany = await imported(rows);
    expect(tooMany.progress.state).toBe('failed');
    expect(tooMany.progress.message).toBe('每个工作表最多导入20000行运单数据，请分批导入');
    const wrong = await imported([
      ['订单编号', '金额'],
      ['A1', 1],
    ]);
    expect(wrong.progress.state).toBe('failed');
    expect(wrong.progress.message).toMatch(/^数据格式不正确或者模板不正确：缺少列 付款单位名称、/);
  }, 120_000);

  it('keeps another company’s import out of reach', async () => {
    const { importNo } = await imported([HEADER, waybillRow(7)], thirdToken);
    expect((await server.post(`${API}/bill/importProgress`, { importNo })).body.message).toBe('导入记录不存在');
    const list = await server.post(`${API}/bill/list`, { terms: [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }] });
    expect(list.body.data.total).toBe(0);
    const theirs = await server.post(`${API}/bill/list`, { terms: [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }] }, thirdToken);
    expect(theirs.body.data.total).toBe(1);
    const rowId = theirs.body.data.datas[0].id;
    expect((await server.post(`${API}/bill/delete`, { id: rowId })).body.message).toBe(A.MSG_BILL_NOT_FOUND);
    expect((await server.post(`${API}/bill/deleteAll`, { id: importNo })).body.message).toBe(A.MSG_BILL_NOT_FOUND);
    // Nor may the other company import a file this company uploaded.
    const mine = await uploaded([HEADER, waybillRow(8)]);
    expect((await server.post(`${API}/bill/import`, { filePath: mine }, thirdToken)).body.message).toBe('文件不存在或已过期，请重新上传');
  });

  it('deletes one row and every row of an import; refuses columns and sorts the list does not offer', async () => {
    const { importNo } = await imported([HEADER, waybillRow(11), waybillRow(12)]);
    const terms = [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }];
    const list = await server.post(`${API}/bill/list`, { terms });
    expect((await server.post(`${API}/bill/delete`, { id: list.body.data.datas[0].id })).body.code).toBe(0);
    expect((await server.post(`${API}/bill/list`, { terms })).body.data.total).toBe(1);
    expect((await server.post(`${API}/bill/deleteAll`, { id: importNo })).body.data.count).toBe(1);
    expect((await server.post(`${API}/bill/list`, { terms })).body.data.total).toBe(0);
    expect((await server.post(`${API}/bill/list`, { terms: [{ column: 'company_code', termType: 'eq', type: 'and', value: 'x' }] })).status).toBe(400);
    expect((await server.post(`${API}/bill/list`, { sorts: [{ name: 'company_code', order: 'asc' }] })).status).toBe(400);
    expect((await server.post(`${API}/bill/list`, { pageSize: 501 })).status).toBe(400);
  });
});

describe('an import whose process is gone does not block the next (issue 22 point 7)', () => {
  /** A running import of the company as another process would have left it, its lease ending at `leaseUntil`. */
  async function runningImport(importNo: string, leaseUntil: number | null): Promise<void> {
    const time = chinaDateTime();
    await server.db
      .insertInto('subsidy_import')
      .values({
        import_no: importNo,
        company_code: COMPANY,
        user_id: 0,
        file_name: '运单导入.xlsx',
        state: 'running',
        rows_read: 120,
        total: 5000,
        error_count: 0,
        errors: null,
        message: null,
        used_by: null,
        create_time: time,
        update_time: time,
        lease_until: leaseUntil,
      })
      .execute();
  }

  it('takes over an import whose lease has passed (its process was killed): the new one runs, the old one reads as interrupted', async () => {
    // Updated a moment ago, but its process stopped renewing the lease: no two-minute wait.
    await runningImport('YDCRASHED000001', Date.now() - 1);
    const crashed = await server.post(`${API}/bill/importProgress`, { importNo: 'YDCRASHED000001' });
    expect(crashed.body.data).toMatchObject({ state: 'failed', message: I.MSG_IMPORT_INTERRUPTED });
    const { progress } = await imported([HEADER, waybillRow(31)]);
    expect(progress).toMatchObject({ state: 'done', rows: 1, stored: 1 });
    const old = await server.db.selectFrom('subsidy_import').select(['state', 'message']).where('import_no', '=', 'YDCRASHED000001').executeTakeFirstOrThrow();
    expect(old).toEqual({ state: 'failed', message: I.MSG_IMPORT_INTERRUPTED });
    // A row left running by a version without leases is taken over as well.
    await runningImport('YDNOLEASE000001', null);
    expect((await imported([HEADER, waybillRow(32)])).progress.state).toBe('done');
    expect((await server.db.selectFrom('subsidy_import').select('state').where('import_no', '=', 'YDNOLEASE000001').executeTakeFirstOrThrow()).state).toBe(
      'failed',
    );
  });

  it('refuses a new import while another process holds a live lease, and stores nothing for it', async () => {
    await runningImport('YDALIVE0000001', Date.now() + I.LEASE_MS);
    try {
      const before = await server.db.selectFrom('subsidy_import').select('id').where('company_code', '=', COMPANY).execute();
      const filePath = await uploaded([HEADER, waybillRow(33)]);
      const refused = await server.post(`${API}/bill/import`, { filePath });
      expect(refused.body).toMatchObject({ code: -1, message: I.MSG_IMPORT_RUNNING });
      const after = await server.db.selectFrom('subsidy_import').select('id').where('company_code', '=', COMPANY).execute();
      expect(after.length).toBe(before.length);
      const alive = await server.post(`${API}/bill/importProgress`, { importNo: 'YDALIVE0000001' });
      expect(alive.body.data.state).toBe('running');
    } finally {
      await server.db.deleteFrom('subsidy_import').where('import_no', '=', 'YDALIVE0000001').execute();
    }
  });

  it('lets one of two simultaneous starts run: the other is told an import is running', async () => {
    const filePath = await uploaded([HEADER, ...Array.from({ length: 2000 }, (_unused, i) => waybillRow(40_000 + i))]);
    const answers = await Promise.all([0, 1].map(() => server.post(`${API}/bill/import`, { filePath })));
    await waybillImportsOf(server.app).settled();
    const messages = answers.map((answer) => (answer.body.code === 0 ? 'started' : answer.body.message)).sort();
    expect(messages).toEqual(['started', I.MSG_IMPORT_RUNNING].sort());
  });
});

describe('apply, verify, results', () => {
  let applicationId: number;
  let importNo: string;

  it('refuses an incomplete application, no bound company and an import without rows with -1000', async () => {
    const done = await imported([HEADER, waybillRow(21)]);
    const missing = await server.post(`${API}/apply`, await applyBody(done.importNo, { applyType: '' }));
    expect(missing.body).toMatchObject({ code: -1000, message: MSG_APPLY_INCOMPLETE });
    const noDates = await server.post(`${API}/apply`, await applyBody(done.importNo, { ckDateRange: null, ckStartTime: null, ckEndTime: null }));
    expect(noDates.body.message).toBe(MSG_APPLY_INCOMPLETE);
    const noCompany = await server.post(`${API}/apply`, await applyBody(done.importNo, { recCompanyList: [] }));
    expect(noCompany.body).toMatchObject({ code: -1000, message: MSG_NO_BOUND_COMPANY });
    const noImport = await server.post(`${API}/apply`, await applyBody('-99999'));
    expect(noImport.body).toMatchObject({ code: -1000, message: A.MSG_NO_IMPORT });
    const unknownType = await server.post(`${API}/apply`, await applyBody(done.importNo, { applyType: 'ZZ' }));
    expect(unknownType.body).toMatchObject({ code: -1000, message: '请选择有效的申请类型' });
    const reversed = await server.post(`${API}/apply`, await applyBody(done.importNo, { ckStartTime: '2026-04-01', ckEndTime: '2026-03-01' }));
    expect(reversed.body.message).toBe(A.MSG_DATE_ORDER);
    const stranger = await server.post(
      `${API}/apply`,
      await applyBody(done.importNo, { recCompanyList: [{ recCompanyCode: '91000000000000000X', recCompanyName: '不存在的公司' }] }),
    );
    expect(stranger.body.message).toBe('绑定企业不存在：不存在的公司');
    await server.post(`${API}/bill/deleteAll`, { id: done.importNo });
    const empty = await server.post(`${API}/apply`, await applyBody(done.importNo));
    expect(empty.body).toMatchObject({ code: -1000, message: A.MSG_IMPORT_EMPTY });
    const theirs = await imported([HEADER, waybillRow(22)], thirdToken);
    expect((await server.post(`${API}/apply`, await applyBody(theirs.importNo))).body.message).toBe(A.MSG_IMPORT_MISSING);
    const malformed = await server.post(`${API}/apply`, await applyBody(done.importNo, { note: 'x'.repeat(1001) }));
    // Lengths are the apply form's (备注 at most 255), refused as the form page shows refusals.
    expect(malformed.body.code).toBe(-1000);
    expect(malformed.body.message).toMatch(/备注/);
  });

  it('applies, is verified (wait_audit → audit → approved) and lists, details and exports the application', async () => {
    const outside = waybillRow(31, { 3: '2026-04-02 09:00:00' });
    const unbound = waybillRow(32, { 1: '南方航空物流股份有限公司' });
    const done = await imported([HEADER, waybillRow(30), outside, unbound]);
    importNo = done.importNo;
    const applied = await server.post(`${API}/apply`, await applyBody(importNo));
    expect(applied.body).toMatchObject({ code: 0, message: '提交申请成功' });
    applicationId = applied.body.data.id;
    const list = await server.post(`${API}/list`, { pageIndex: 0, pageSize: 50, terms: [{ column: 'apply_type', termType: 'eq', type: 'and', value: 'E9' }] });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.datas[0]).toMatchObject({
      id: applicationId,
      applyType: 'E9',
      ckTime: '2026-03-01 至 2026-03-31',
      note: '三月跨境电商运单',
      state: 'approved',
      stateName: '核验完成',
    });
    const detail = await server.post(`${API}/detail`, { id: applicationId });
    expect(detail.body.data).toMatchObject({
      companyType: '1',
      ckDateRange: ['2026-03-01', '2026-03-31'],
      recCompanyList: [RECEIVER],
      importNo,
      billCount: 3,
      state: 'approved',
    });
    const exported = await server.post(`${API}/export`, { terms: [] });
    const rows = await readRows((await download(server, exported.body.data.downloadUri)).content);
    expect(rows[0]).toEqual(['申请时间', '申请类型', '核验期间', '备注', '状态']);
    expect(rows[1]).toContain('核验完成');
  });

  it('refuses an overlapping application and an import used already', async () => {
    const again = await imported([HEADER, waybillRow(40)]);
    const overlapping = await server.post(`${API}/apply`, await applyBody(again.importNo, { ckStartTime: '2026-03-15', ckEndTime: '2026-04-15' }));
    expect(overlapping.body.code).toBe(-1000);
    expect(overlapping.body.message).toMatch(/^该申请类型已有核验期间 2026-03-01 至 2026-03-31 的申请/);
    const reused = await server.post(`${API}/apply`, await applyBody(importNo, { applyType: 'E1' }));
    expect(reused.body.message).toBe(A.MSG_IMPORT_USED);
    expect((await server.post(`${API}/bill/deleteAll`, { id: importNo })).body.message).toBe(A.MSG_BILLS_IN_USE);
  });

  it('answers the results in the fields of the application’s form, by apply type or form', async () => {
    const terms = [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: applicationId }];
    const byType = await server.post(`${API}/result/E9/list`, { pageIndex: 0, pageSize: 10, terms });
    expect(byType.body.code).toBe(0);
    expect(byType.body.data.total).toBe(3);
    const first = byType.body.data.datas[0];
    expect(Object.keys(first).sort()).toEqual(['appTime', 'billNo', 'declNo', 'grossWeight', 'id', 'notes', 'subclNum'].sort());
    expect(first.grossWeight).toBe('12.345');
    expect(first.declNo).toMatch(/^\d{18}$/);
    expect(byType.body.data.datas.map((row: { notes: string }) => row.notes).sort()).toEqual([NOTE_NOT_BOUND, NOTE_OUT_OF_PERIOD, NOTE_PASSED].sort());
    const byForm = await server.post(`${API}/result/L11-1/list`, { terms });
    expect(byForm.body.data.total).toBe(3);
    expect((await server.post(`${API}/result/I7/list`, { terms })).body.message).toBe(A.MSG_WRONG_TYPE);
    const exported = await server.post(`${API}/result/E9/export`, { terms });
    const rows = await readRows((await download(server, exported.body.data.downloadUri)).content);
    expect(rows[0]).toEqual(['申报时间', '总运单号', '分运单数', '毛重（KG）', '报关单号', '核验说明']);
    expect(rows).toHaveLength(4);
  });

  it('refuses results before approval, and another company’s application', async () => {
    subsidyVerifierOf(server.app).delayMs = 3_600_000;
    try {
      const done = await imported([HEADER, waybillRow(50)]);
      const applied = await server.post(`${API}/apply`, await applyBody(done.importNo, { applyType: 'I7' }));
      const id = applied.body.data.id;
      expect((await server.post(`${API}/detail`, { id })).body.data).toMatchObject({ state: 'wait_audit', stateName: '待核验' });
      const terms = [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: id }];
      const refused = await server.post(`${API}/result/I7/list`, { terms });
      expect(refused.body).toMatchObject({ code: -1, message: MSG_NOT_APPROVED });
      expect((await server.post(`${API}/result/I7/export`, { terms })).body.message).toBe(MSG_NOT_APPROVED);
      expect((await server.post(`${API}/detail`, { id }, thirdToken)).body.message).toBe(A.MSG_NOT_FOUND);
      expect((await server.post(`${API}/result/I7/list`, { terms }, thirdToken)).body.message).toBe(A.MSG_NOT_FOUND);
      const theirs = await server.post(`${API}/list`, {}, thirdToken);
      expect(theirs.body.data.total).toBe(0);
    } finally {
      subsidyVerifierOf(server.app).delayMs = 0;
    }
  });
});

describe('a 20,000-row import does not hold up other requests', () => {
  it('answers light requests while the import runs in a worker, then stores every row', async () => {
    const started = server.app.portal.workers.started.importWaybills ?? 0;
    const rows = [HEADER, ...Array.from({ length: 20_000 }, (_unused, i) => waybillRow(100_000 + i))];
    const filePath = await uploaded(rows);
    const answer = await server.post(`${API}/bill/import`, { filePath });
    const importNo: string = answer.body.data.importNo;
    // The order of answers: a light request that answers between two progress answers that both
    // say "running" was served while the import was under way.
    let servedWhileRunning = 0;
    const seen: string[] = [];
    for (;;) {
      const before = (await server.post(`${API}/bill/importProgress`, { importNo })).body.data;
      if (before.state !== 'running') break;
      seen.push(before.phase);
      const light = await server.post(`${API}/company/queryCompany`, {});
      expect(light.body.code).toBe(0);
      const after = (await server.post(`${API}/bill/importProgress`, { importNo })).body.data;
      if (after.state === 'running') servedWhileRunning += 1;
    }
    await waybillImportsOf(server.app).settled();
    expect(servedWhileRunning).toBeGreaterThan(0);
    // Seen while the worker was reading or checking the rows, not only while storing them.
    expect(seen.some((phase) => phase === 'read' || phase === 'check')).toBe(true);
    expect(server.app.portal.workers.started.importWaybills).toBe(started + 1);
    const done = (await server.post(`${API}/bill/importProgress`, { importNo })).body.data;
    expect(done).toMatchObject({ state: 'done', rows: 20_000, total: 20_000, stored: 20_000 });
    const list = await server.post(`${API}/bill/list`, { pageSize: 1, terms: [{ column: 'import_no', termType: 'eq', type: 'and', value: importNo }] });
    expect(list.body.data.total).toBe(20_000);
  }, 120_000);
});

describe('demo data', () => {
  it('gives a fresh company one verified application with results and one being verified', async () => {
    await seedDemoSubsidies(server.db, THIRD);
    const list = await server.post(`${API}/list`, { pageIndex: 0, pageSize: 50 }, thirdToken);
    expect(list.body.data.datas.map((row: { applyType: string; state: string }) => [row.applyType, row.state])).toEqual([
      ['I7', 'audit'],
      ['E9', 'approved'],
    ]);
    const approved = list.body.data.datas[1];
    const results = await server.post(
      `${API}/result/E9/list`,
      { terms: [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: approved.id }] },
      thirdToken,
    );
    expect(results.body.data.total).toBe(24);
    expect(results.body.data.datas.every((row: { notes: string }) => row.notes === NOTE_PASSED)).toBe(true);
    const audit = list.body.data.datas[0];
    const refused = await server.post(`${API}/result/I7/list`, { terms: [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: audit.id }] }, thirdToken);
    expect(refused.body.message).toBe(MSG_NOT_APPROVED);
  });
});
