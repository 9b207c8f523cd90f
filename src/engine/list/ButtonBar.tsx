// The button bar of a list (spec §2.4, §5.3, §6, §7.3, §7.4, §7.9): the definition's buttons
// whose code the user holds. Lifecycle buttons are disabled, with the reason as a tooltip, while
// a selected row is in a state their action does not accept. Each kind runs its own flow (its
// runner in src/engine/buttons); a success says 操作成功！ and reloads the list and its counts.
import { memo, useState } from 'react';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BillDefinition, ButtonDefinition, FileQueryButton } from '#core/definition/index.ts';
import { FileQueryDialog, ImportDialog, LABEL_LEAVE_TIME, PromptDialog } from '../dialogs/index.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { promptOf } from '#core/list/action-bodies.ts';
import { clientButtonKind, runButton, selectionBody, type ButtonDialog } from '../buttons/index.ts';
import { blockedReason, missingConditionText, needsSelection, selectionMessage, visibleButtons } from './buttonRules.ts';
import { selectedText, TITLE_CONFIRM } from './listMessages.ts';
import { type ListRequest } from '#core/list/list-request.ts';
import { billApiPath } from '#core/api-path.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { useButtonCalls } from './useButtonCalls.ts';

export interface ButtonBarProps {
  definition: BillDefinition;
  selectedRows: readonly BillRow[];
  stateName(state: string): string;
  /** The list as shown: what an export without a selection, a tax total and a collect by condition send. */
  listRequest: ListRequest;
  /** Bills changed: reload the list and the counts. */
  onChanged(): void;
  /** Runs the list with uploaded query files; resolves true when the rows arrived. */
  onFileQuery(button: FileQueryButton, uris: string[]): Promise<boolean>;
}

type ModalApi = ReturnType<typeof App.useApp>['modal'];

function confirmed(modal: ModalApi, content: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({ title: TITLE_CONFIRM, content, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

export const ButtonBar = memo(function ButtonBar({ definition, selectedRows, stateName, listRequest, onChanged, onFileQuery }: ButtonBarProps) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { hasButton } = useButtonCodes();
  const [dialog, setDialog] = useState<ButtonDialog | null>(null);
  const calls = useButtonCalls(definition, onChanged);
  const { busy } = calls;
  const path = (subPath: string) => billApiPath(definition, subPath);

  const click = async (button: ButtonDefinition) => {
    if (needsSelection(button) && selectedRows.length === 0) {
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
      selectedRows,
      listRequest,
      calls,
      path,
      navigate,
      confirmed: (content) => confirmed(modal, content),
      info: (title, content) => modal.info({ title, content }),
      openDialog: setDialog,
    });
  };

  const close = () => setDialog(null);
  const prompt = dialog?.kind === 'prompt' ? dialog.button : null;
  const promptLabel = (prompt && promptOf(prompt)?.label) ?? (prompt?.kind === 'datePrompt' ? LABEL_LEAVE_TIME : (prompt?.text ?? ''));
  const promptVerb = prompt?.kind === 'datePrompt' ? '请选择' : '请输入';

  return (
    <>
      <Space wrap>
        {visibleButtons(definition, hasButton).map((button) => {
          const blocked = blockedReason(definition, button, selectedRows, stateName);
          const control = (
            <Button
              key={button.code}
              type={clientButtonKind(button).primary ? 'primary' : 'default'}
              icon={clientButtonKind(button).icon}
              loading={busy === button.code}
              disabled={blocked !== null || (busy !== null && busy !== button.code)}
              onClick={() => void click(button)}
            >
              {button.text}
            </Button>
          );
          // A disabled button swallows pointer events: the tooltip needs a wrapper to show.
          return blocked ? (
            <Tooltip key={button.code} title={blocked}>
              <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{control}</span>
            </Tooltip>
          ) : (
            control
          );
        })}
        {selectedRows.length > 0 && <Typography.Text type="secondary">{selectedText(selectedRows.length)}</Typography.Text>}
      </Space>
      {prompt && (
        <PromptDialog
          open
          title={prompt.text}
          label={promptLabel}
          requiredMessage={promptOf(prompt)?.required ?? `${promptVerb}${promptLabel}`}
          kind={prompt.kind === 'datePrompt' ? 'date' : 'text'}
          onSubmit={async (entry) => {
            const done = await calls.postAction(prompt, selectionBody(prompt, { selectedRows, listRequest }, entry));
            if (done) close();
            return done;
          }}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          open
          title={dialog.button.text}
          importPath={path(dialog.button.path)}
          fileKey={dialog.button.fileKey ?? 'filePath'}
          purpose={{ route: definition.ui.route, code: dialog.button.code }}
          onClose={close}
          onImported={() => {
            close();
            onChanged();
          }}
        />
      )}
      {dialog?.kind === 'fileQuery' && (
        <FileQueryDialog
          open
          title={dialog.button.text}
          templatePath={dialog.button.template ? path(dialog.button.template) : null}
          purpose={{ route: definition.ui.route, code: dialog.button.code }}
          onQuery={async (uris) => {
            const arrived = await onFileQuery(dialog.button, uris);
            if (arrived) close();
            return arrived;
          }}
          onClose={close}
        />
      )}
    </>
  );
});
