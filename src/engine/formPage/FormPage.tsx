// The one page that renders any form definition (docs/forms.md): the button bar (by held codes,
// by mode and by the record's state), the sections in order — cards of fields with their check-box
// groups, the attachments table with its upload dialog, read-only tables of related records —
// in view mode until 编辑, checked on blur and on submit with the definition's own messages,
// and saved or declared through the UI file's paths. While the state locks the record (审核中),
// nothing that changes it is offered. A record that cannot be read says why, with 重试.
// A new-record form (`record: "new"`: a work ticket, a feedback) loads nothing: it starts empty in
// edit mode, its uploads are kept on the page and sent with the form, and after a successful
// submit it does what the button's `then` says (open a route, or start empty again).
// A record with identity fields (state.identityFields) whose saved identity is not the approved
// one yet says so above its sections (IdentityChangeAlert).
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, Modal, Result, Space, Spin } from 'antd';
import type { FieldProblem } from '#core/definition/index.ts';
import {
  MSG_FORM_INCOMPLETE,
  formModule,
  identityChangeOf,
  isNewRecordForm,
  type FieldsSection,
  type FormButton,
  type FormDefinition,
  type FormMode,
  type RecordsSection,
} from '#core/forms/index.ts';
import type { UploadedFile } from '../../http/index.ts';
import { isHttpError } from '../../http/index.ts';
import { formData, type BillFormHandle } from '../form/BillForm.tsx';
import { createFormContext } from '../form/formContext.ts';
import { FieldValues } from '../form/fieldValues.ts';
import { headerProblems, serverProblems } from '../detail/serverProblems.ts';
import { headerChanged } from '../detail/unsavedEdits.ts';
import { useConfirm } from '../detail/useConfirm.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { useTabLeave, useUnsavedGuard } from '../tab/TabContext.tsx';
import { announceRecordsChanged } from '../tab/recordsChanged.ts';
import { callForm, fetchFormDefinition, loadFormRecord, type FormRecord } from './formApi.ts';
import { fillTemplate, isLocked, shownButtons } from './formButtons.ts';
import { checkForm, checkFormField } from './formChecks.ts';
import { LABEL_RETRY, MSG_DELETED, MSG_FORM_LOAD_FAILED, msgTooManyFiles } from './formMessages.ts';
import { FieldsCard } from './FieldsCard.tsx';
import { IdentityChangeAlert } from './IdentityChangeAlert.tsx';
import { RecordsCard } from './RecordsCard.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import './formPage.css';

export interface FormPageProps {
  /** The page's route (its menu uri): the form definition is the one mounted there. */
  route: string;
  /** Every record the page shows (load, save, declare), for the screen around it. */
  onRecord?(record: Readonly<Record<string, unknown>>): void;
  /** Open in edit mode, as after 编辑 (the definition playground shows a definition's checks at once). */
  startEditing?: boolean;
}

type Status = 'loading' | 'ready' | 'failed';
const NO_PROBLEMS: FieldProblem[] = [];

function checkFieldsOf(form: FormDefinition): string[] {
  return form.ui.sections.flatMap((section) => (section.kind === 'fields' ? section.checkGroups.flatMap((group) => group.fields) : []));
}

/** A new record: nothing filled, no attachments yet. */
export function emptyRecord(form: FormDefinition): FormRecord {
  return Object.fromEntries(form.ui.sections.flatMap((section) => (section.kind === 'fields' ? [] : [[section.field, []]])));
}

/** A new-record form's attachment row for a stored file (the upload's fileField and nameField). */
function attachmentRow(section: RecordsSection, stored: UploadedFile): Record<string, unknown> {
  const upload = section.upload!;
  return { [upload.fileField ?? 'fileUri']: stored.uri, [upload.nameField ?? 'fileName']: stored.name };
}

function ticksOf(form: FormDefinition, record: FormRecord | null): Record<string, boolean> {
  return Object.fromEntries(checkFieldsOf(form).map((name) => [name, record?.[name] === true]));
}

export function FormPage({ route, onRecord, startEditing }: FormPageProps) {
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchFormDefinition(route).then(
      (definition) => live && setForm(definition),
      (error: unknown) => live && setFailure(isHttpError(error) ? (error.serverMessage ?? error.message) : ''),
    );
    return () => {
      live = false;
    };
  }, [route, attempt]);

  if (failure !== null && !form) {
    return (
      <Result
        status="error"
        title={MSG_FORM_LOAD_FAILED}
        subTitle={failure || undefined}
        extra={
          <Button
            onClick={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}
          >
            {LABEL_RETRY}
          </Button>
        }
      />
    );
  }
  if (!form) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
  return <FormRecordPage form={form} onRecord={onRecord} startEditing={startEditing} />;
}

export function FormRecordPage({
  form,
  onRecord,
  startEditing = false,
}: {
  form: FormDefinition;
  onRecord?: FormPageProps['onRecord'];
  startEditing?: boolean;
}) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasButton } = useButtonCodes(formModule(form.ui));
  const leave = useTabLeave();
  const newRecord = isNewRecordForm(form.ui);
  /** Where a new-record form goes once its empty record is on the page (after a submit). */
  const leaveTo = useRef<string | null>(null);
  const [record, setRecord] = useState<FormRecord | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [failure, setFailure] = useState('');
  const [mode, setMode] = useState<FormMode>(newRecord || startEditing ? 'edit' : 'view');
  const [generation, setGeneration] = useState(0);
  const [problems, setProblems] = useState<FieldProblem[]>(NO_PROBLEMS);
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<{ section: RecordsSection; code: string } | null>(null);
  // What the field sections start from, the store of their values for the cascading selects and
  // their forms: one per generation (a load, a save, 取消), so that refreshing the attachments
  // keeps what is being typed.
  const [session, setSession] = useState(() => newSession({}));
  const { values, context } = session;

  const show = useCallback(
    (next: FormRecord) => {
      setRecord(next);
      setTicks(ticksOf(form, next));
      setProblems(NO_PROBLEMS);
      setGeneration((count) => count + 1);
      setSession(newSession(next));
      onRecord?.(next);
    },
    [form, onRecord],
  );

  useEffect(() => {
    const to = leaveTo.current;
    if (to === null) return;
    leaveTo.current = null;
    leave(to);
  }, [generation, leave]);

  const fetchRecord = useCallback(
    (): Promise<void> =>
      newRecord
        ? Promise.resolve().then(() => {
            show(emptyRecord(form));
            setStatus('ready');
          })
        : loadFormRecord(form).then(
            (next) => {
              show(next);
              setStatus('ready');
            },
            (error: unknown) => {
              setFailure(isHttpError(error) ? (error.serverMessage ?? error.message) : '');
              setStatus('failed');
            },
          ),
    [form, show, newRecord],
  );
  const reload = useCallback(() => {
    setStatus('loading');
    return fetchRecord();
  }, [fetchRecord]);

  useEffect(() => {
    void fetchRecord();
  }, [fetchRecord]);

  /** What the page holds now: the record with every section's data and the ticks. */
  const currentData = useCallback((): Record<string, unknown> => {
    const data: Record<string, unknown> = { ...(record ?? {}) };
    form.ui.sections.forEach((section, index) => {
      if (section.kind !== 'fields') return;
      const sectionData = formData(session.forms.get(index) ?? null);
      for (const cell of section.fields) data[cell.field] = sectionData[cell.field];
    });
    return { ...data, ...ticks };
  }, [form, record, ticks, session]);

  const locked = isLocked(form, record);
  const editing = mode === 'edit' && !locked;
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  }, [editing]);
  const unsaved = useCallback(
    () => editingRef.current && headerChanged(currentData(), { ...session.start, ...ticksOf(form, session.start) }),
    [currentData, session, form],
  );
  useUnsavedGuard(unsaved);

  const onFieldBlur = useCallback(
    (name: string, value: unknown) =>
      setProblems((current) => {
        const now = checkFormField(form.schema, name, value);
        if (now.length === 0 && !current.some((problem) => problem.field === name)) return current;
        return [...current.filter((problem) => problem.field !== name), ...now];
      }),
    [form],
  );
  const onDataChange = useCallback(
    (index: number, data: Record<string, unknown>) => {
      const section = form.ui.sections[index] as FieldsSection;
      const merged: Record<string, unknown> = {};
      for (const cell of section.fields) merged[cell.field] = data[cell.field];
      values.update({ ...currentValues(values, form), ...merged });
    },
    [form, values],
  );
  const onTick = (name: string, checked: boolean) => {
    const next = { ...ticks, [name]: checked };
    setTicks(next);
    // A group's "tick at least one" problem goes as soon as one of its boxes is ticked.
    const rules = form.schema['x-atLeastOne'] ?? [];
    setProblems((now) => now.filter((problem) => !rules.some((rule) => rule.message === problem.message && rule.fields.some((field) => next[field]))));
  };

  const submit = async (button: FormButton) => {
    const data = currentData();
    const found = checkForm(form.schema, data);
    setProblems(found.length > 0 ? found : NO_PROBLEMS);
    if (found.length > 0) {
      message.warning(MSG_FORM_INCOMPLETE);
      return;
    }
    if (button.confirm && !(await confirm(button.confirm))) return;
    setBusy(true);
    try {
      const answer = await callForm(form, button.path ?? form.ui.api.save, data);
      message.success(button.success ?? answer.message ?? '');
      if (newRecord) {
        // Done with this record: the page starts empty again (a tab kept alive must not show it),
        // then goes where the definition says.
        show(emptyRecord(form));
        announceRecordsChanged(formModule(form.ui));
        // Left once the empty record is on the page, so the tab's unsaved-edits check finds nothing.
        if (button.then?.kind === 'navigate') leaveTo.current = button.then.to;
        return;
      }
      setMode('view');
      if (answer.data && typeof answer.data === 'object') show(answer.data);
      else await fetchRecord();
    } catch (error) {
      const refused = serverProblems(error);
      if (refused) setProblems(headerProblems(refused));
    } finally {
      setBusy(false);
    }
  };

  const run = async (button: FormButton) => {
    switch (button.kind) {
      case 'edit':
        setMode('edit');
        return;
      case 'submit':
        return submit(button);
      case 'cancel':
        if (unsaved() && button.confirm && !(await confirm(button.confirm))) return;
        if (newRecord) return show(emptyRecord(form));
        setMode('view');
        return reload();
      case 'upload': {
        const section = form.ui.sections.find((one): one is RecordsSection => one.kind !== 'fields' && one.field === button.section);
        if (!section) return;
        // A new-record form holds at most its field's maxItems files: say so before the dialog.
        const most = form.schema.properties[section.field]?.maxItems;
        const held = Array.isArray(record?.[section.field]) ? (record![section.field] as unknown[]).length : 0;
        if (newRecord && typeof most === 'number' && held >= most) {
          message.warning(msgTooManyFiles(most));
          return;
        }
        setUploading({ section, code: button.code ?? '' });
        return;
      }
      case 'call':
      case 'showValue': {
        if (button.confirm && !(await confirm(button.confirm))) return;
        setBusy(true);
        try {
          const answer = await callForm<Record<string, unknown> | null>(form, button.path ?? '', {});
          if (button.kind === 'call') message.success(button.success ?? answer.message ?? '');
          else Modal.info({ title: button.title, content: fillTemplate(button.template ?? '', answer.data) ?? button.empty ?? '', okText: '确定' });
        } catch {
          // The HTTP layer has said why.
        } finally {
          setBusy(false);
        }
      }
    }
  };

  /** The records (attachments, history) read again without touching what is being edited. */
  const refreshRecords = async () => {
    try {
      const next = await loadFormRecord(form);
      setRecord((current) => {
        const merged = { ...(current ?? {}) };
        for (const section of form.ui.sections) if (section.kind !== 'fields') merged[section.field] = next[section.field];
        if (form.ui.state) {
          merged[form.ui.state.field] = next[form.ui.state.field];
          if (form.ui.state.label) merged[form.ui.state.label] = next[form.ui.state.label];
        }
        return merged;
      });
    } catch {
      // The HTTP layer has said why.
    }
  };

  /** A new-record form keeps its uploads on the page until the submit sends them. */
  const addAttachment = (section: RecordsSection, stored: UploadedFile) =>
    setRecord((current) => {
      const rows = Array.isArray(current?.[section.field]) ? (current![section.field] as unknown[]) : [];
      return { ...(current ?? {}), [section.field]: [...rows, attachmentRow(section, stored)] };
    });

  const deleteAttachment = async (section: RecordsSection, row: Record<string, unknown>) => {
    if (section.upload?.deleteConfirm && !(await confirm(section.upload.deleteConfirm))) return;
    if (newRecord) {
      setRecord((current) => ({
        ...(current ?? {}),
        [section.field]: (Array.isArray(current?.[section.field]) ? (current![section.field] as unknown[]) : []).filter((one) => one !== row),
      }));
      return;
    }
    setBusy(true);
    try {
      await callForm(form, form.ui.api.deleteFile ?? 'deleteFileByFileId', { id: row.id });
      message.success(MSG_DELETED);
      await refreshRecords();
    } catch {
      // The HTTP layer has said why.
    } finally {
      setBusy(false);
    }
  };

  if (status === 'failed' && !record) {
    return (
      <Result
        status="error"
        title={MSG_FORM_LOAD_FAILED}
        subTitle={failure || undefined}
        extra={<Button onClick={() => void reload()}>{LABEL_RETRY}</Button>}
      />
    );
  }
  if (!record) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;

  const buttons = shownButtons(form, { mode: editing ? 'edit' : 'view', locked, hasButton });
  const uploadCode = form.ui.buttons.find((button) => button.kind === 'upload')?.code;
  const stateName = form.ui.state?.label ? String(record[form.ui.state.label] ?? '') : undefined;
  const identityChange = form.ui.state?.identityFields?.length ? identityChangeOf(record) : null;

  const buttonBar = (
    <Space wrap>
      {buttons.map((button) => (
        <Button
          key={`${button.kind}-${button.code ?? button.text}`}
          type={button.primary || button.kind === 'edit' ? 'primary' : 'default'}
          disabled={busy}
          onClick={() => void run(button)}
        >
          {button.text}
        </Button>
      ))}
    </Space>
  );
  // buttonsAt bottom (a form one fills in, then submits: 意见反馈): the bar closes the page.
  const below = form.ui.buttonsAt === 'bottom';

  return (
    <Spin spinning={status === 'loading' || busy} delay={300}>
      {below ? (
        <h2 className="form-page-title">{form.schema.title}</h2>
      ) : (
        <Card size="small" className="form-page-toolbar" title={form.schema.title}>
          {buttonBar}
        </Card>
      )}
      {identityChange && <IdentityChangeAlert change={identityChange} />}
      {form.ui.sections.map((section, index) =>
        section.kind === 'fields' ? (
          <FieldsCard
            key={`${index}-${generation}`}
            form={form}
            section={section}
            index={index}
            initialData={session.start}
            context={context}
            readonly={!editing}
            problems={problems}
            stateName={stateName}
            ticks={ticks}
            formRef={(handle) => {
              if (handle) session.forms.set(index, handle);
              else session.forms.delete(index);
            }}
            onTick={onTick}
            onFieldBlur={onFieldBlur}
            onDataChange={(data) => onDataChange(index, data)}
          />
        ) : (
          <RecordsCard
            key={index}
            form={form}
            section={section}
            rows={Array.isArray(record[section.field]) ? (record[section.field] as Array<Record<string, unknown>>) : []}
            busy={busy}
            onDelete={
              section.kind === 'attachments' && editing && uploadCode && hasButton(uploadCode) ? (row) => void deleteAttachment(section, row) : undefined
            }
          />
        ),
      )}
      {below && (
        <div className="form-page-actions" role="group" aria-label={form.schema.title}>
          {buttonBar}
        </div>
      )}
      {uploading && (
        <UploadDialog
          form={form}
          section={uploading.section}
          code={uploading.code}
          open
          onClose={() => setUploading(null)}
          onUploaded={(stored) => (newRecord ? addAttachment(uploading.section, stored) : void refreshRecords())}
        />
      )}
    </Spin>
  );
}

interface FormSession {
  start: Readonly<Record<string, unknown>>;
  values: FieldValues;
  context: ReturnType<typeof createFormContext>;
  /** The field sections' forms by section index. */
  forms: Map<number, BillFormHandle>;
}

function newSession(start: Readonly<Record<string, unknown>>): FormSession {
  const values = new FieldValues(start);
  return { start, values, context: { ...createFormContext(start), values }, forms: new Map() };
}

/** The values the store holds for every field of the form's field sections. */
function currentValues(values: FieldValues, form: FormDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const section of form.ui.sections) if (section.kind === 'fields') for (const cell of section.fields) out[cell.field] = values.get(cell.field);
  return out;
}
