// Runs the buttons of a list — the bar's, on the selected rows, and the operation column's, on
// one row — and renders the dialog a click opened (a prompt, an import, an Excel query, a
// feature's dialog or another definition's list). One runner serves both, so a row action and a
// bar button behave the same: the same warnings, calls, 操作成功！ and reload.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BillDefinition, ButtonDefinition, FileQueryButton } from '#core/definition/index.ts';
import { LABEL_LEAVE_TIME } from '../dialogs/dialogMessages.ts';
import { DeclareProgressDialog, FileQueryDialog, ImportDialog, PromptDialog } from '../dialogs/lazyDialogs.ts';
import type { FeatureDialogs } from '../dialogs/featureDialogs.ts';
import { promptOf } from '#core/list/action-bodies.ts';
import { runButton, selectionBody, type ButtonDialog } from '../buttons/index.ts';
import { missingConditionText, needsSelection, selectionMessage } from './buttonRules.ts';
import { TITLE_CONFIRM } from './listMessages.ts';
import type { ListRequest } from '#core/list/list-request.ts';
import { billApiPath } from '#core/api-path.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { useButtonCalls, type DeclareJobShown } from './useButtonCalls.ts';
import { DECLARE_PROGRESS_SUB_PATH } from '#core/declare-jobs.ts';
import { lazyDialog } from '../dialogs/lazyDialog.tsx';

// Shown on a click only: fetched then (a definition's list is a whole second list page).
const DefinitionListDialog = lazyDialog(async () => (await import('./DefinitionListDialog.tsx')).DefinitionListDialog);
const MissingDialog = lazyDialog(async () => (await import('./MissingDialog.tsx')).MissingDialog);

export interface ButtonRunnerOptions {
  definition: BillDefinition;
  /** The list as shown: what an export without a selection, a tax total and a collect by condition send. */
  listRequest: ListRequest;
  /** Bills changed: reload the list and the counts. */
  onChanged(): void;
  /** Runs the list with uploaded query files; resolves true when the rows arrived. */
  onFileQuery(button: FileQueryButton, uris: string[]): Promise<boolean>;
  /** The dialogs the list's feature brings (buttons of kind dialog name them). */
  dialogs?: FeatureDialogs;
}

export interface ButtonRunner {
  /** The code of the button whose call is running. */
  busy: string | null;
  /** A click of `button` on `rows` (the selection, or the one row of a row action). */
  run(button: ButtonDefinition, rows: readonly BillRow[]): Promise<void>;
  /** The dialog a click opened, if any. */
  dialogs: ReactNode;
}

type OpenDialog = ButtonDialog & { rows: readonly BillRow[] };
type ModalApi = ReturnType<typeof App.useApp>['modal'];

function confirmed(modal: ModalApi, content: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({ title: TITLE_CONFIRM, content, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

export function useButtonRunner({ definition, listRequest, onChanged, onFileQuery, dialogs: featureDialogs }: ButtonRunnerOptions): ButtonRunner {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [declareJob, setDeclareJob] = useState<{ title: string; jobId: string; total: number } | null>(null);
  const showJob = useCallback<DeclareJobShown>((button, job) => setDeclareJob({ title: button.text, ...job }), []);
  const calls = useButtonCalls(definition, onChanged, showJob);
  const { busy } = calls;

  const runNow = async (button: ButtonDefinition, rows: readonly BillRow[]) => {
    if (needsSelection(button) && rows.length === 0) {
      message.warning(selectionMessage(button));
      return;
    }
    const missingCondition = missingConditionText(definition, button, listRequest.terms);
    if (missingCondition) {
      message.warning(missingCondition);
      return;
    }
    await runButton(button, {
      definition,
      selectedRows: rows,
      listRequest,
      calls,
      path: (subPath) => billApiPath(definition, subPath),
      navigate,
      confirmed: (content) => confirmed(modal, content),
      info: (title, content) => modal.info({ title, content }),
      openDialog: (opened) => setDialog({ ...opened, rows }),
    });
  };

  // One stable run for the grid's operation column (its cells need not re-render when the list
  // request changes); it always runs with the latest list and selection.
  const latest = useRef(runNow);
  useLayoutEffect(() => {
    latest.current = runNow;
  });
  const run = useCallback((button: ButtonDefinition, rows: readonly BillRow[]) => latest.current(button, rows), []);

  const close = () => setDialog(null);
  const rendered = useMemo(() => {
    if (!dialog) return null;
    const path = (subPath: string) => billApiPath(definition, subPath);
    const purpose = { route: definition.ui.route, code: dialog.button.code };
    switch (dialog.kind) {
      case 'prompt': {
        const prompt = dialog.button;
        const label = promptOf(prompt)?.label ?? (prompt.kind === 'datePrompt' ? LABEL_LEAVE_TIME : prompt.text);
        const verb = prompt.kind === 'datePrompt' ? '请选择' : '请输入';
        return (
          <PromptDialog
            open
            title={prompt.text}
            label={label}
            requiredMessage={promptOf(prompt)?.required ?? `${verb}${label}`}
            kind={prompt.kind === 'datePrompt' ? 'date' : 'text'}
            onSubmit={async (entry) => {
              const done = await calls.postAction(prompt, selectionBody(prompt, { selectedRows: dialog.rows, listRequest }, entry));
              if (done) close();
              return done;
            }}
            onCancel={close}
          />
        );
      }
      case 'import':
        return (
          <ImportDialog
            open
            title={dialog.button.text}
            importPath={path(dialog.button.path)}
            fileKey={dialog.button.fileKey ?? 'filePath'}
            purpose={purpose}
            onClose={close}
            onImported={() => {
              close();
              onChanged();
            }}
          />
        );
      case 'fileQuery': {
        const button = dialog.button;
        return (
          <FileQueryDialog
            open
            title={button.text}
            templatePath={button.template ? path(button.template) : null}
            purpose={purpose}
            onQuery={async (uris) => {
              const arrived = await onFileQuery(button, uris);
              if (arrived) close();
              return arrived;
            }}
            onClose={close}
          />
        );
      }
      case 'dialog': {
        const button = dialog.button;
        if (button.list) return <DefinitionListDialog route={button.list} title={button.text} width={button.width} onClose={close} />;
        const Feature = button.dialog ? featureDialogs?.[button.dialog] : undefined;
        if (!Feature) return <MissingDialog title={button.text} name={button.dialog ?? ''} onClose={close} />;
        return (
          <Feature
            definition={definition}
            title={button.text}
            rows={dialog.rows}
            onClose={close}
            onDone={() => {
              close();
              onChanged();
            }}
          />
        );
      }
    }
  }, [dialog, definition, calls, listRequest, onChanged, onFileQuery, featureDialogs]);

  const closeJob = useCallback(() => setDeclareJob(null), []);
  const progress = declareJob && (
    <DeclareProgressDialog
      key={declareJob.jobId}
      title={declareJob.title}
      progressPath={billApiPath(definition, DECLARE_PROGRESS_SUB_PATH)}
      jobId={declareJob.jobId}
      total={declareJob.total}
      onFinished={onChanged}
      onClose={closeJob}
    />
  );

  return {
    busy,
    run,
    dialogs: (
      <>
        {rendered}
        {progress}
      </>
    ),
  };
}
