// The resource-centre agreement and the one-time upgrade wizard (bill-families-and-screens.md §2,
// §5, §7 Company filing, §9; docs/agreement.md). Every call is a POST under /api/enterprise with a
// { data } body, for any signed-in user of a company (the bearer is checked before the body);
// everything is the caller's company's, named by the token, never by the body.
// - /agreement/getDownloadUrl {}: the agreement as a DOCX made out to the company, stored like an
//   export and answered as a signed download link (a string) the browser opens.
// - /agreement/queryInfo {}: what the wizard needs (AgreementInfo): whether the company has its
//   resource-centre account, its name, its unified social credit code (the APPROVED filing record's,
//   company_filing.approved_data: a saved but unapproved change never counts; null for a company
//   never approved), who may create, the agreement's title and version.
// - /agreement/createRs { bizRegNo, loginPwd }: creates the company's one account, by the main
//   account only, named by the company's approved credit code (login names are unique across
//   companies), with an initial password (encrypted like the login's) that follows the wizard's
//   rule, stored as a scrypt hash.
// - /agreement/template {}: the agreement for the wizard's agreement step: displayUri (the DOCX,
//   signed) and its text.
import type { FastifyInstance } from 'fastify';
import {
  AGREEMENT_PATHS,
  AGREEMENT_TITLE,
  AGREEMENT_VERSION,
  MSG_CREDIT_CODE_MISMATCH,
  MSG_CREDIT_CODE_MISSING,
  MSG_RS_ADMIN_ONLY,
  MSG_RS_CREATED,
  MSG_RS_EXISTS,
  MSG_RS_LOGIN_NAME_TAKEN,
  MSG_RS_PASSWORD_REQUIRED,
  MSG_RS_PASSWORD_RULE,
  isValidRsPassword,
  type AgreementInfo,
  type AgreementTemplate,
  type CreatedRsAccount,
} from '#core/agreement.ts';
import { chinaDate, parseChinaDateTime } from '#core/china-time.ts';
import type { PortalDb } from '../db/connect.ts';
import { businessError, forbiddenError, ok } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { dataBody } from '../http/validation.ts';
import { signedIn } from '../auth/route-access.ts';
import { currentUser } from '../auth/require-user.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { decryptPassword } from '../auth/password-transport.ts';
import { downloadAnswer } from '../bills/files/download-link.ts';
import { agreementDocx, agreementFileName } from '../agreement/agreement-document.ts';
import { AGREEMENT_SECTIONS, agreementParties } from '../agreement/agreement-text.ts';
import { CREDIT_CODE_FIELD } from '../company/filing-form.ts';
import { approvedValue } from '../company/filing-identity.ts';
import { parseFilingData } from '../company/filing-store.ts';
import { isUniqueViolation } from '../db/conflicts.ts';
import { callerOf, type Caller } from './caller.ts';

interface CallerCompany {
  id: number;
  name: string;
  /** The approved filing record's unified social credit code; null when never approved or without one. */
  bizRegNo: string | null;
}

/** The credit code of an approved record (company_filing.approved_data), when it has a non-empty one. */
export function creditCodeOf(approvedData: string | null | undefined): string | null {
  return approvedData ? approvedValue(parseFilingData(approvedData), CREDIT_CODE_FIELD) : null;
}

async function companyOf(db: PortalDb, caller: Caller): Promise<CallerCompany> {
  const company = await db
    .selectFrom('company')
    .leftJoin('company_filing', 'company_filing.company_id', 'company.id')
    .select(['company.id', 'company.name', 'company_filing.approved_data'])
    .where('company.code', '=', caller.companyCode)
    .executeTakeFirst();
  // A token's company always exists (accounts belong to one); a deleted one reads as no filing.
  if (!company) throw businessError(MSG_CREDIT_CODE_MISSING);
  return { id: company.id, name: company.name, bizRegNo: creditCodeOf(company.approved_data) };
}

const emptyBody = { body: dataBody({ type: 'object' }) };

const createSchema = {
  body: dataBody({
    type: 'object',
    additionalProperties: false,
    properties: {
      bizRegNo: { type: 'string', title: '统一社会信用代码', maxLength: 64 },
      loginPwd: { type: 'string', title: '初始密码', maxLength: 2048 },
    },
  }),
};

interface CreateBody {
  data: { bizRegNo?: string; loginPwd?: string };
}

export async function registerAgreementRoutes(app: FastifyInstance): Promise<void> {
  const { db, secrets } = app.portal;
  const access = { access: signedIn() };

  /**
   * The DOCX made out to the caller's company, stored for a day, as a signed link. Dated by the
   * day (its date line, properties and zip times all say the day's start, China time), so asking
   * again the same day makes the same bytes and reuses the stored file (generated-files.ts).
   */
  const documentLink = async (caller: Caller, company: CallerCompany) => {
    const today = new Date(parseChinaDateTime(chinaDate()));
    const content = agreementDocx({ companyName: company.name, bizRegNo: company.bizRegNo }, today);
    return (await downloadAnswer(app.bills, caller, 'template', agreementFileName(), content)).downloadUri;
  };

  app.post(AGREEMENT_PATHS.getDownloadUrl, { config: access, schema: emptyBody }, async (request) => {
    const caller = callerOf(request);
    return ok(await documentLink(caller, await companyOf(db, caller)));
  });

  app.post(AGREEMENT_PATHS.template, { config: access, schema: emptyBody }, async (request) => {
    const caller = callerOf(request);
    const company = await companyOf(db, caller);
    const answer: AgreementTemplate = {
      displayUri: await documentLink(caller, company),
      title: AGREEMENT_TITLE,
      version: AGREEMENT_VERSION,
      parties: agreementParties({ companyName: company.name, bizRegNo: company.bizRegNo }),
      sections: AGREEMENT_SECTIONS.map((section) => ({ heading: section.heading, paragraphs: [...section.paragraphs] })),
    };
    return ok(answer);
  });

  app.post(AGREEMENT_PATHS.queryInfo, { config: access, schema: emptyBody }, async (request) => {
    const caller = callerOf(request);
    const company = await companyOf(db, caller);
    const account = await db.selectFrom('resource_centre_account').select('login_name').where('company_id', '=', company.id).executeTakeFirst();
    const answer: AgreementInfo = {
      hasAccount: account !== undefined,
      accountLoginName: account?.login_name ?? null,
      companyName: company.name,
      bizRegNo: company.bizRegNo,
      canCreate: currentUser(request).userType === 'ADMIN',
      agreementTitle: AGREEMENT_TITLE,
      agreementVersion: AGREEMENT_VERSION,
    };
    return ok(answer);
  });

  app.post<{ Body: CreateBody }>(AGREEMENT_PATHS.createRs, { config: access, schema: createSchema }, async (request) => {
    const caller = callerOf(request);
    // The account's type as stored now, not as the token said when it was issued.
    const user = await db.selectFrom('app_user').select('user_type').where('id', '=', caller.userId).executeTakeFirst();
    if (user?.user_type !== 'ADMIN') throw forbiddenError(MSG_RS_ADMIN_ONLY);
    const company = await companyOf(db, caller);
    const existing = await db.selectFrom('resource_centre_account').select('company_id').where('company_id', '=', company.id).executeTakeFirst();
    if (existing) throw businessError(MSG_RS_EXISTS);
    if (company.bizRegNo === null) throw businessError(MSG_CREDIT_CODE_MISSING);
    const { bizRegNo, loginPwd } = request.body.data;
    if (typeof bizRegNo !== 'string' || bizRegNo.trim() !== company.bizRegNo) throw businessError(MSG_CREDIT_CODE_MISMATCH);
    const taken = await db.selectFrom('resource_centre_account').select('company_id').where('login_name', '=', company.bizRegNo).executeTakeFirst();
    if (taken) throw businessError(MSG_RS_LOGIN_NAME_TAKEN);
    if (typeof loginPwd !== 'string' || loginPwd === '') throw businessError(MSG_RS_PASSWORD_REQUIRED);
    const password = decryptPassword(secrets.rsaPrivateKey, loginPwd);
    if (password === null) throw businessError(MESSAGES.passwordUnreadable);
    if (!isValidRsPassword(password)) throw businessError(MSG_RS_PASSWORD_RULE);
    try {
      await db
        .insertInto('resource_centre_account')
        .values({
          company_id: company.id,
          login_name: company.bizRegNo,
          biz_reg_no: company.bizRegNo,
          password_hash: await hashPassword(password),
          agreement_version: AGREEMENT_VERSION,
          created_by: caller.userId,
          created_at: Date.now(),
        })
        .execute();
    } catch (error) {
      // Two creations at once: the primary key (one per company) or the login name's unique index
      // lets one through; the other is told which of the two it met.
      if (!isUniqueViolation(error)) throw error;
      const own = await db.selectFrom('resource_centre_account').select('company_id').where('company_id', '=', company.id).executeTakeFirst();
      throw businessError(own ? MSG_RS_EXISTS : MSG_RS_LOGIN_NAME_TAKEN);
    }
    const answer: CreatedRsAccount = { loginName: company.bizRegNo };
    return ok(answer, MSG_RS_CREATED);
  });
}
