// Export declarations for the API tests: a valid body as the detail page sends it (every
// required header field, lines complete), and a direct insert for states a user cannot reach.
import type { PortalDb } from '../../../server/db/connect.ts';
import { expect } from 'vitest';
import { COMPANY, type BillServer } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import type { AnyData } from '../api-client.ts';

export const DECLARATION_API = '/api/enterprise/expuDeclaration';

export function declarationLine(gno: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    gno,
    codeTs: '8518300000',
    gname: `蓝牙耳机${gno}`,
    gmodel: '无线|入耳式|品牌：声悦',
    gqty: 2,
    gunit: '011',
    declPrice: 120.5,
    declTotal: 241,
    tradeCurr: '502',
    originCountry: '142',
    destinationCountry: '502',
    ...overrides,
  };
}

export function declarationBody(overrides: Record<string, unknown> = {}, lineCount = 2): Record<string, unknown> {
  return {
    copNo: 'ED202406150001',
    declTrnRel: '0',
    agentCode: COMPANY,
    agentName: '广州穗通跨境供应链管理有限公司',
    customMaster: '5100',
    contrNo: 'HT-2024-0615',
    tradeCode: '4401960ABC',
    tradeName: '广州穗通跨境供应链管理有限公司',
    ownerName: '广州穗通跨境供应链管理有限公司',
    tradeMode: '9610',
    tradeCountry: '502',
    distinatePort: 'USA000',
    packNo: 12,
    grossWet: 35.5,
    netWt: 30.25,
    insurCurr: '142',
    insurMark: '3',
    trafMode: '5',
    wrapType: '2',
    tradeAreaCode: '502',
    entryType: '0',
    origBoxFlag: '0',
    specDeclFlag: '0000100',
    copCode: COMPANY,
    copName: '广州穗通跨境供应链管理有限公司',
    lines: Array.from({ length: lineCount }, (_, index) => declarationLine(index + 1)),
    ...overrides,
  };
}

/** Inserts a declaration head straight into its table (e.g. in a finished state). */
export async function insertDeclaration(db: PortalDb, copNo: string, state: string, companyCode = COMPANY): Promise<number> {
  const row = await dynamicDb(db)
    .insertInto('bill_export_declaration')
    .values({ company_code: companyCode, state, cop_no: copNo, create_time: '2024-06-15 10:00:00', update_time: '2024-06-15 10:00:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDeclarationLine(db: PortalDb, headId: number, gno: number): Promise<number> {
  const row = await dynamicDb(db)
    .insertInto('bill_export_declaration_line')
    .values({ head_id: headId, gno, code_ts: '8518300000', gname: `耳机${gno}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Saves a valid declaration through the API (as the page would) and answers the saved bill. */
export async function saveDeclaration(server: BillServer, copNo: string, lineCount = 2): Promise<AnyData> {
  const answer = await server.post(`${DECLARATION_API}/saveData`, declarationBody({ copNo }, lineCount));
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.data;
}
