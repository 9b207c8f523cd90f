// The company filing's calls (bill-families-and-screens.md §7 "Company filing", docs/company-filing.md),
// for the routes of server/routes/company-routes.ts. Every call works on the caller's company only
// (its id resolved from the caller's company code); a filing under review (the UI file's
// state.lockedIn) refuses every change with the UI file's lockedMessage (HTTP 409) and changes nothing.
import { randomInt } from 'node:crypto';
import { chinaDateTime } from '#core/china-time.ts';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import { IDENTITY_CHANGE_KEY } from '#core/forms/index.ts';
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import type { EngineTrx } from '../bills/db.ts';
import { ApiError, businessError, CODE_FAILURE_SHOWN_BY_CALLER } from '../http/envelope.ts';
import { givenVersion } from '../bills/save/bill-version.ts';
import { loadDictionaries, type DictionaryValues } from '../bills/options/dictionaries.ts';
import { fileIdOf, fileUri, readStoredFile, type FilePlace } from '../bills/files/file-store.ts';
import { contentMatches } from '../bills/files/file-types.ts';
import { linkSession, signFileLink } from '../bills/files/signed-link.ts';
import type { SigningKey } from '../auth/secrets.ts';
import { checkUploadName, UPLOAD_MESSAGES, tooLargeMessage, typeMessage } from '../routes/file-routes.ts';
import { validateFormBody, type FormValidation } from '../forms/validate-form.ts';
import { COMPANY_NAME_FIELD, FILING_STATE, type FilingForm } from './filing-form.ts';
import { filingSession } from './filing-gate.ts';
import { identityChange, identityConflict, identityProblem, msgIdentityTaken } from './filing-identity.ts';
import type { FilingReviewer } from './filing-reviewer.ts';
import {
  addApprovalRecord,
  approvalRecords,
  companyByCode,
  companyFiles,
  createFilingIfAbsent,
  ensureFiling,
  findFiling,
  moveFilingState,
  setAuthCode,
  storeFilingData,
  type FilingDb,
} from './filing-store.ts';

export const MSG_SAVED = '保存成功！';
export const MSG_DECLARED = '申报成功!';
export const MSG_DECLARE_OPINION = '企业提交备案申请';
export const MSG_STALE_FILING = '企业备案信息已被他人修改，请重新加载后再保存';
export const MSG_FILE_NOT_FOUND = '附件不存在';
export const MSG_BAD_FILE_TYPE = '请选择有效的文件类型';
export const MSG_GENERATED = '生成成功!';
export const MSG_FILE_DELETED = '删除成功!';

const AUTH_CODE_LENGTH = 16;
const AUTH_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Never expires: an attached file is kept with its filing (file-store.ts keeps documents the same way). */
const KEPT = Number.MAX_SAFE_INTEGER;

export interface Caller {
  userId: number;
  companyCode: string;
  /** The caller's session: the attachments' download links end with it (signed-link.ts). */
  sessionId?: string;
}

export interface FilingServiceDeps {
  db: Kysely<PortalDatabase>;
  filing: FilingForm;
  reviewer: FilingReviewer;
  signingKey: SigningKey;
  files: FilePlace;
}

export type SaveOutcome = { ok: true; detail: Record<string, unknown> } | { ok: false; refused: Extract<FormValidation, { ok: false }> };

export function newAuthCode(): string {
  let code = '';
  for (let index = 0; index < AUTH_CODE_LENGTH; index += 1) code += AUTH_CODE_ALPHABET[randomInt(AUTH_CODE_ALPHABET.length)];
  return code;
}

export class FilingService {
  constructor(private readonly deps: FilingServiceDeps) {}

  private get filing(): FilingForm {
    return this.deps.filing;
  }

  /** The caller's company; a user of no company is asked to file one (as the bill routes do). */
  async company(caller: Caller) {
    const company = await companyByCode(this.deps.db, caller.companyCode);
    if (!company) throw businessError(MSG_FILING_REQUIRED);
    return company;
  }

  private locked(): ApiError {
    return new ApiError(this.filing.lockedMessage, { httpStatus: 409 });
  }

  private async refuseWhileLocked(db: FilingDb, companyId: number): Promise<void> {
    const row = await findFiling(db, companyId, { lock: true });
    if (row && this.filing.lockedIn.includes(row.approveState)) throw this.locked();
  }

  private async stateNames(): Promise<Map<string, string>> {
    const { mode, billType } = this.filing.stateType;
    const rows = await this.deps.db
      .selectFrom('state_option')
      .select(['state', 'state_name'])
      .where('mode', '=', mode)
      .where('bill_type', '=', billType)
      .execute();
    return new Map(rows.map((row) => [row.state, row.state_name]));
  }

  private dictionaryCodes(): string[] {
    return [...new Set([this.filing.fileTypeDictionary, ...this.filing.dictionaryNames.map((entry) => entry.dictionary)])];
  }

  /** queryDetailById: the stored filing with the names, the state, the attachments and the review history. */
  async detail(caller: Caller): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    const company = await this.company(caller);
    const row = await findFiling(db, company.id);
    const [names, dictionaries, files, records] = await Promise.all([
      this.stateNames(),
      loadDictionaries(db, this.dictionaryCodes()),
      companyFiles(db, company.id),
      approvalRecords(db, company.id),
    ]);
    const state = row?.approveState ?? FILING_STATE.draft;
    const nameOf = (value: string) => names.get(value) ?? value;
    const detail: Record<string, unknown> = { ...(row?.data ?? {}), [COMPANY_NAME_FIELD]: company.name };
    for (const { field, nameField, dictionary } of this.filing.dictionaryNames) {
      const value = detail[field];
      if (typeof value === 'string') detail[nameField] = dictionaries.name(dictionary, value) ?? value;
    }
    detail[this.filing.stateField] = state;
    detail[this.filing.stateLabelField] = nameOf(state);
    detail[this.filing.attachmentsField] = await Promise.all(
      files.map(async (file) => this.fileVo(caller, dictionaries, { id: file.id, fileType: file.file_type, uri: file.file_uri, name: file.file_name })),
    );
    detail[this.filing.recordsField] = records.map((record) => ({
      operationTime: chinaDateTime(Number(record.operation_time)),
      userName: record.user_name,
      stateName: nameOf(record.state),
      opinion: record.opinion ?? '',
      note: record.note ?? '',
    }));
    // The identity fields saved but not yet approved (the session, the agreement and new bills
    // still use the approved ones): the page says so (docs/company-filing.md).
    detail[IDENTITY_CHANGE_KEY] = row ? identityChange(this.filing, row.approvedData, row.data) : null;
    detail.version = row?.version ?? 0;
    // What the page may send back with saveFile (companyId); the server always uses the caller's company.
    detail.companyId = company.id;
    // What the signed-in session should now say (the bill gate, new bills' copCode): the browser
    // merges it into its stored user, so an approval opens the bill pages without a new sign-in.
    detail.sessionUpdate = await filingSession(db, caller.companyCode);
    return detail;
  }

  private async fileVo(caller: Caller, dictionaries: DictionaryValues, file: { id: number; fileType: string; uri: string; name: string }) {
    const id = fileIdOf(file.uri);
    const token = id ? await signFileLink(this.deps.signingKey, id, caller.companyCode, linkSession(caller)) : null;
    return {
      id: file.id,
      [this.filing.upload.typeField]: file.fileType,
      [`${this.filing.upload.typeField}Name`]: dictionaries.name(this.filing.fileTypeDictionary, file.fileType) ?? file.fileType,
      fileName: file.name,
      downloadUri: id && token ? `${fileUri(id)}?token=${encodeURIComponent(token)}` : '',
    };
  }

  private async checked(body: Record<string, unknown>): Promise<FormValidation> {
    const dictionaries = await loadDictionaries(this.deps.db, this.filing.form.dictionaryCodes);
    return validateFormBody(this.filing.form, body, dictionaries);
  }

  private async userName(userId: number): Promise<string> {
    const user = await this.deps.db.selectFrom('app_user').select(['username', 'login_name']).where('id', '=', userId).executeTakeFirst();
    return user?.username || user?.login_name || String(userId);
  }

  /**
   * saveCompany (declare = false) and apply (declare = true): the whole form is checked either way
   * (§5 validates on save too); a filing under review refuses; a body naming a version other than
   * the stored one refuses (someone saved in between); a unique identity value (credit code, customs
   * code) that is another company's approved identity refuses. Saving keeps the state (a new filing
   * is a draft, an approved one stays approved and a returned one returned until the next
   * declaration) and never the approved record: a changed identity field waits for the reviewer.
   * Declaring puts it under review with a record of the declaring user, and hands it to the reviewer.
   * The first save creates the row with INSERT … ON CONFLICT DO NOTHING, so two first saves at once
   * both succeed (the second as an update), never a primary-key violation.
   */
  async save(caller: Caller, body: Record<string, unknown>, declare: boolean): Promise<SaveOutcome> {
    const company = await this.company(caller);
    const checked = await this.checked(body);
    if (!checked.ok) return { ok: false, refused: checked };
    const conflict = await identityConflict(this.deps.db, this.filing, company.id, checked.data);
    if (conflict) return { ok: false, refused: { ok: false, problems: [identityProblem(conflict)], message: msgIdentityTaken(conflict) } };
    const version = givenVersion(body.version);
    const userName = declare ? await this.userName(caller.userId) : '';
    const now = Date.now();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await createFilingIfAbsent(trx, company.id, checked.data, now))) {
        const row = await findFiling(trx, company.id, { lock: true });
        if (row && this.filing.lockedIn.includes(row.approveState)) throw this.locked();
        if (row && version !== null && version !== 0 && version !== row.version) {
          throw new ApiError(MSG_STALE_FILING, { code: CODE_FAILURE_SHOWN_BY_CALLER, data: { stale: true, version: row.version } });
        }
        await storeFilingData(trx, company.id, checked.data, now);
      }
      if (!declare) return;
      const unlocked = Object.values(FILING_STATE).filter((state) => !this.filing.lockedIn.includes(state));
      if (!(await moveFilingState(trx, company.id, unlocked, this.filing.underReview, now))) throw this.locked();
      await addApprovalRecord(trx, company.id, { userName, state: this.filing.underReview, opinion: MSG_DECLARE_OPINION, note: null }, now);
    });
    if (declare) await this.deps.reviewer.declared(company.id);
    return { ok: true, detail: await this.detail(caller) };
  }

  /** saveFile: attaches a file the caller's company uploaded (checked again: type from its bytes, size, name). */
  async attach(caller: Caller, body: { fileType: string; fileUri: string }): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    const { upload, fileTypeDictionary } = this.filing;
    const company = await this.company(caller);
    const dictionaries = await loadDictionaries(db, [fileTypeDictionary]);
    if (!dictionaries.has(fileTypeDictionary, body.fileType)) throw new ApiError(MSG_BAD_FILE_TYPE, { httpStatus: 400 });
    const id = fileIdOf(body.fileUri);
    const stored = id ? await readStoredFile(db, id, this.deps.files) : undefined;
    // Another company's file, an expired upload or a file already attached: as if it did not exist.
    if (!id || !stored || stored.company_code !== caller.companyCode || stored.kind !== 'upload') {
      throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
    }
    const purpose = { route: this.filing.route, code: this.filing.codes.upload, accept: upload.accept, maxBytes: upload.maxBytes };
    checkUploadName(stored.name, purpose);
    if (stored.content.length > upload.maxBytes) throw new ApiError(tooLargeMessage(upload.maxBytes), { httpStatus: 400 });
    if (!contentMatches(stored.name, stored.content, upload.accept)) throw new ApiError(typeMessage(purpose), { httpStatus: 400 });
    const maxFiles = (this.filing.form.definition.schema.properties[this.filing.attachmentsField] as FieldSchema | undefined)?.maxItems;
    const now = Date.now();
    const fileId = await db.transaction().execute(async (trx) => {
      await this.refuseWhileLocked(trx, company.id);
      if (typeof maxFiles === 'number' && (await companyFiles(trx, company.id)).length >= maxFiles) {
        throw new ApiError(`附件不能超过${maxFiles}个`, { httpStatus: 400 });
      }
      await ensureFiling(trx, company.id, now);
      const inserted = await trx
        .insertInto('company_file')
        .values({ company_id: company.id, file_type: body.fileType, file_uri: fileUri(id), file_name: stored.name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await (trx as unknown as EngineTrx).updateTable('stored_file').set({ kind: 'document', expires_at: KEPT }).where('id', '=', id).execute();
      return inserted.id;
    });
    return this.fileVo(caller, dictionaries, { id: fileId, fileType: body.fileType, uri: fileUri(id), name: stored.name });
  }

  /** deleteFileByFileId: one attachment of the caller's company; its stored file expires with it. */
  async detach(caller: Caller, id: number): Promise<void> {
    const company = await this.company(caller);
    const now = Date.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.refuseWhileLocked(trx, company.id);
      const file = await trx.selectFrom('company_file').select(['id', 'file_uri']).where('id', '=', id).where('company_id', '=', company.id).executeTakeFirst();
      if (!file) throw new ApiError(MSG_FILE_NOT_FOUND, { httpStatus: 404 });
      await trx.deleteFrom('company_file').where('id', '=', file.id).where('company_id', '=', company.id).execute();
      const storedId = fileIdOf(file.file_uri);
      if (storedId) {
        await (trx as unknown as EngineTrx)
          .updateTable('stored_file')
          .set({ expires_at: now - 1 })
          .where('id', '=', storedId)
          .where('company_code', '=', caller.companyCode)
          .execute();
      }
    });
  }

  async authCode(caller: Caller): Promise<{ code: string | null }> {
    const company = await this.company(caller);
    return { code: (await findFiling(this.deps.db, company.id))?.authCode ?? null };
  }

  async generateAuthCode(caller: Caller): Promise<{ code: string }> {
    const company = await this.company(caller);
    const code = newAuthCode();
    await this.deps.db.transaction().execute((trx) => setAuthCode(trx, company.id, code, Date.now()));
    return { code };
  }
}
