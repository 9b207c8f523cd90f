// The calls of an engine form (issue 25 point 1; docs/forms.md "表单引擎"), for the routes of
// server/routes/form-engine-routes.ts: the record (api.load), save (api.save), each lifecycle
// action (api[action]), and the attachments (api.saveFile, api.deleteFile). Every call works on the
// caller's company's record only. A record in a locked state refuses every change with the
// definition's lockedMessage (HTTP 409); a save or an action naming a version other than the
// stored one refuses (someone saved in between); an action moves the record only from the states
// it accepts, checked again in the write (the row is locked on PostgreSQL and the move is
// conditional on the state), and refuses by name when it lost.
import { chinaDateTime } from '#core/china-time.ts';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { ApiError, businessError, CODE_FAILURE_SHOWN_BY_CALLER } from '../../http/envelope.ts';
import { givenVersion } from '../../bills/save/bill-version.ts';
import { loadDictionaries, type DictionaryValues } from '../../bills/options/dictionaries.ts';
import { fileIdOf, fileUri, readStoredFile, type FilePlace } from '../../bills/files/file-store.ts';
import { contentMatches } from '../../bills/files/file-types.ts';
import { linkSession, signFileLink } from '../../bills/files/signed-link.ts';
import type { SigningKey } from '../../auth/secrets.ts';
import type { UntypedDb } from '../../db/untyped.ts';
import { checkUploadName, tooLargeMessage, typeMessage, UPLOAD_MESSAGES } from '../../routes/file-routes.ts';
import { validateFormBody, type FormValidation } from '../validate-form.ts';
import type { EngineAction, EngineForm } from './engine-form.ts';
import { addHistory, ensureRecord, filesOf, findRecord, historyOf, insertNewRecord, moveRecord, storeRecord, type FormDb } from './form-store.ts';
import { stateNames } from './state-names.ts';

export const MSG_FORM_SAVED = '保存成功！';
export const MSG_FORM_STALE = '表单已被他人修改，请重新加载后再保存';
export const MSG_FORM_FILE_NOT_FOUND = '附件不存在';
export const MSG_FORM_BAD_FILE_TYPE = '请选择有效的文件类型';
export const MSG_FORM_FILE_DELETED = '删除成功!';

/** An action refused because the record is not in a state it accepts: names the state and the action. */
export function msgWrongState(stateName: string, actionText: string): string {
  return `当前状态为「${stateName}」，不能${actionText}`;
}

/** An action refused for a missing required attachment. */
export function msgMissingFile(typeName: string): string {
  return `请上传${typeName}`;
}

/** Never expires: an attached file is kept with its record (as the company filing keeps its attachments). */
const KEPT = Number.MAX_SAFE_INTEGER;

export interface FormCaller {
  userId: number;
  companyCode: string;
  sessionId?: string;
}

export interface FormServiceDeps {
  db: UntypedDb;
  signingKey: SigningKey;
  files: FilePlace;
  /** Called after an action committed with the record's id and its new state (the reviewer decides at once when it has no delay). */
  moved: (form: EngineForm, recordId: number, state: string) => Promise<void>;
}

export type FormSaveOutcome = { ok: true; detail: Record<string, unknown> } | { ok: false; refused: Extract<FormValidation, { ok: false }> };

export class FormService {
  constructor(private readonly deps: FormServiceDeps) {}

  /** The caller's company must exist (a user of no company is asked to file one, as the bill routes do). */
  private async requireCompany(caller: FormCaller): Promise<void> {
    const company = await this.deps.db.selectFrom('company').select('id').where('code', '=', caller.companyCode).executeTakeFirst();
    if (!company) throw businessError(MSG_FILING_REQUIRED);
  }

  private locked(form: EngineForm): ApiError {
    return new ApiError(form.lockedMessage, { httpStatus: 409 });
  }

  /** The record (api.load): its fields, the state and its name, the attachments and the approval history. */
  async detail(form: EngineForm, caller: FormCaller): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    await this.requireCompany(caller);
    const row = await findRecord(db, form, caller.companyCode);
    const codes = [...new Set([...(form.attachments ? [form.attachments.dictionary] : []), ...form.dictionaryNames.map((entry) => entry.dictionary)])];
    const [names, dictionaries, files, history] = await Promise.all([
      stateNames(db, form.stateType),
      loadDictionaries(db, codes),
      row ? filesOf(db, form, row.id, caller.companyCode) : [],
      row ? historyOf(db, form, row.id) : [],
    ]);
    const state = row?.state ?? form.initialState;
    const nameOf = (value: string) => names.get(value) ?? value;
    const detail: Record<string, unknown> = { ...(row?.data ?? {}) };
    for (const { field, nameField, dictionary } of form.dictionaryNames) {
      const value = detail[field];
      if (typeof value === 'string') detail[nameField] = dictionaries.name(dictionary, value) ?? value;
    }
    detail[form.stateField] = state;
    if (form.stateLabelField) detail[form.stateLabelField] = nameOf(state);
    if (form.attachments) detail[form.attachments.field] = await Promise.all(files.map((file) => this.fileVo(form, caller, dictionaries, file)));
    if (form.historyField) {
      detail[form.historyField] = history.map((step) => ({
        operationTime: chinaDateTime(Number(step.operation_time)),
        userName: step.user_name,
        state: step.state,
        stateName: nameOf(step.state),
        opinion: step.opinion ?? '',
        note: step.note ?? '',
      }));
    }
    detail.version = row?.version ?? 0;
    return detail;
  }

  private async fileVo(
    form: EngineForm,
    caller: FormCaller,
    dictionaries: DictionaryValues,
    file: { id: number; fileType: string; uri: string; name: string },
  ) {
    const attachments = form.attachments!;
    const id = fileIdOf(file.uri);
    const token = id ? await signFileLink(this.deps.signingKey, id, caller.companyCode, linkSession(caller)) : null;
    return {
      id: file.id,
      [attachments.typeField]: file.fileType,
      [`${attachments.typeField}Name`]: dictionaries.name(attachments.dictionary, file.fileType) ?? file.fileType,
      fileName: file.name,
      downloadUri: id && token ? `${fileUri(id)}?token=${encodeURIComponent(token)}` : '',
    };
  }

  private async checked(form: EngineForm, body: Record<string, unknown>): Promise<FormValidation> {
    const dictionaries = await loadDictionaries(this.deps.db, form.loaded.dictionaryCodes);
    return validateFormBody(form.loaded, body, dictionaries);
  }

  private async userName(userId: number): Promise<string> {
    const user = await this.deps.db.selectFrom('app_user').select(['username', 'login_name']).where('id', '=', userId).executeTakeFirst();
    const found = user as { username?: string; login_name?: string } | undefined;
    return found?.username || found?.login_name || String(userId);
  }

  /** The stored record locked for the change, refusing a locked state or a stale version. */
  private async lockedForChange(trx: FormDb, form: EngineForm, caller: FormCaller, version: number | null) {
    const row = await findRecord(trx, form, caller.companyCode, { lock: true });
    if (!row) throw new Error(`form ${form.id}: the record of ${caller.companyCode} vanished inside its transaction`);
    if (form.lockedIn.includes(row.state)) throw this.locked(form);
    if (version !== null && version !== 0 && version !== row.version) {
      throw new ApiError(MSG_FORM_STALE, { code: CODE_FAILURE_SHOWN_BY_CALLER, data: { stale: true, version: row.version } });
    }
    return row;
  }

  /** api.save: the whole form is checked (as the filing's save is); the state is kept. */
  async save(form: EngineForm, caller: FormCaller, body: Record<string, unknown>): Promise<FormSaveOutcome> {
    await this.requireCompany(caller);
    const checked = await this.checked(form, body);
    if (!checked.ok) return { ok: false, refused: checked };
    const version = givenVersion(body.version);
    const now = Date.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const id = await ensureRecord(trx, form, caller.companyCode, {}, now);
      await this.lockedForChange(trx, form, caller, version);
      await storeRecord(trx, form, id, { ...form.serverDefaults, ...checked.data }, now);
    });
    return { ok: true, detail: await this.detail(form, caller) };
  }

  /** A new-record form's save: checked as a save, stored as a new row of the caller's company with the server's defaults; answers its id. */
  async create(form: EngineForm, caller: FormCaller, body: Record<string, unknown>): Promise<FormSaveOutcome> {
    await this.requireCompany(caller);
    const checked = await this.checked(form, body);
    if (!checked.ok) return { ok: false, refused: checked };
    const id = await insertNewRecord(this.deps.db, form, caller, { ...form.serverDefaults, ...checked.data }, Date.now());
    return { ok: true, detail: { id } };
  }

  /**
   * A lifecycle action (api[name]): saves the posted form as api.save does, then checks the
   * required attachments and moves the record from a state of `from` to `to`, with a history
   * record of the caller and the action's opinion — all in one transaction, so a refusal changes
   * nothing. The reviewer is told afterwards.
   */
  async act(form: EngineForm, action: EngineAction, caller: FormCaller, body: Record<string, unknown>): Promise<FormSaveOutcome> {
    await this.requireCompany(caller);
    const checked = await this.checked(form, body);
    if (!checked.ok) return { ok: false, refused: checked };
    const version = givenVersion(body.version);
    const [userName, names, dictionaries] = await Promise.all([
      this.userName(caller.userId),
      stateNames(this.deps.db, form.stateType),
      loadDictionaries(this.deps.db, form.attachments ? [form.attachments.dictionary] : []),
    ]);
    const now = Date.now();
    const { to, from } = action.action;
    const recordId = await this.deps.db.transaction().execute(async (trx) => {
      const id = await ensureRecord(trx, form, caller.companyCode, {}, now);
      const row = await this.lockedForChange(trx, form, caller, version);
      if (!from.includes(row.state)) throw new ApiError(msgWrongState(names.get(row.state) ?? row.state, action.opinion), { httpStatus: 409 });
      await storeRecord(trx, form, id, { ...form.serverDefaults, ...checked.data }, now);
      const attachments = form.attachments;
      if (attachments && attachments.required.length > 0) {
        const held = new Set((await filesOf(trx, form, id, caller.companyCode)).map((file) => file.fileType));
        const missing = attachments.required.find((type) => !held.has(type));
        if (missing !== undefined) throw new ApiError(msgMissingFile(dictionaries.name(attachments.dictionary, missing) ?? missing), { httpStatus: 400 });
      }
      if (!(await moveRecord(trx, form, id, from, to, now))) throw this.locked(form);
      await addHistory(trx, form, id, { userName, state: to, opinion: action.opinion, note: null }, now);
      return id;
    });
    await this.deps.moved(form, recordId, to);
    return { ok: true, detail: await this.detail(form, caller) };
  }

  /** api.saveFile: attaches a file the caller's company uploaded (checked again: its type by its bytes, its size, its name). */
  async attach(form: EngineForm, caller: FormCaller, body: { fileType: string; fileUri: string }): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    const attachments = form.attachments!;
    await this.requireCompany(caller);
    const dictionaries = await loadDictionaries(db, [attachments.dictionary]);
    if (!dictionaries.has(attachments.dictionary, body.fileType)) throw new ApiError(MSG_FORM_BAD_FILE_TYPE, { httpStatus: 400 });
    const storedId = fileIdOf(body.fileUri);
    const stored = storedId ? await readStoredFile(db as never, storedId, this.deps.files) : undefined;
    // Another company's file, an expired upload or a file already attached: as if it did not exist.
    if (!storedId || !stored || stored.company_code !== caller.companyCode || stored.kind !== 'upload') {
      throw new ApiError(UPLOAD_MESSAGES.fileGone, { httpStatus: 404 });
    }
    const purpose = { route: form.ui.route, code: form.uploadCode ?? '', accept: attachments.upload.accept, maxBytes: attachments.upload.maxBytes };
    checkUploadName(stored.name, purpose);
    if (stored.content.length > attachments.upload.maxBytes) throw new ApiError(tooLargeMessage(attachments.upload.maxBytes), { httpStatus: 400 });
    if (!contentMatches(stored.name, stored.content, attachments.upload.accept)) throw new ApiError(typeMessage(purpose), { httpStatus: 400 });
    const now = Date.now();
    const fileId = await db.transaction().execute(async (trx) => {
      const id = await ensureRecord(trx, form, caller.companyCode, {}, now);
      await this.lockedForChange(trx, form, caller, null);
      if (attachments.maxFiles !== undefined && (await filesOf(trx, form, id, caller.companyCode)).length >= attachments.maxFiles) {
        throw new ApiError(`附件不能超过${attachments.maxFiles}个`, { httpStatus: 400 });
      }
      const inserted = await trx
        .insertInto('form_file')
        .values({
          form: form.id,
          record_id: id,
          company_code: caller.companyCode,
          file_type: body.fileType,
          file_uri: fileUri(storedId),
          file_name: stored.name,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('stored_file').set({ kind: 'document', expires_at: KEPT }).where('id', '=', storedId).execute();
      return Number((inserted as { id: unknown }).id);
    });
    return this.fileVo(form, caller, dictionaries, { id: fileId, fileType: body.fileType, uri: fileUri(storedId), name: stored.name });
  }

  /** api.deleteFile: one attachment of the caller's company's record; its stored file expires with it. */
  async detach(form: EngineForm, caller: FormCaller, id: number): Promise<void> {
    await this.requireCompany(caller);
    const now = Date.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await findRecord(trx, form, caller.companyCode, { lock: true });
      if (row && form.lockedIn.includes(row.state)) throw this.locked(form);
      const file = (await trx
        .selectFrom('form_file')
        .select(['id', 'file_uri'])
        .where('id', '=', id)
        .where('form', '=', form.id)
        .where('company_code', '=', caller.companyCode)
        .executeTakeFirst()) as { id: unknown; file_uri: string } | undefined;
      if (!file) throw new ApiError(MSG_FORM_FILE_NOT_FOUND, { httpStatus: 404 });
      await trx.deleteFrom('form_file').where('id', '=', Number(file.id)).where('company_code', '=', caller.companyCode).execute();
      const storedId = fileIdOf(file.file_uri);
      if (storedId) {
        await trx
          .updateTable('stored_file')
          .set({ expires_at: now - 1 })
          .where('id', '=', storedId)
          .where('company_code', '=', caller.companyCode)
          .execute();
      }
    });
  }
}
