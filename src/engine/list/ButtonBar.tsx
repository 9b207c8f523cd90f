// The button bar of a list (spec §2.4, §5.3, §6, §7.3, §7.4, §7.9): the definition's buttons
// whose code the user holds. Lifecycle buttons are disabled, with the reason as a tooltip, while
// a selected row is in a state their action does not accept. Each kind runs its own flow (its
// runner in src/engine/buttons, through useButtonRunner); a success says 操作成功！ and reloads the
// list and its counts.
import { memo } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { BillDefinition, FileQueryButton } from '#core/definition/index.ts';
import type { FeatureDialogs } from '../dialogs/featureDialogs.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { clientButtonKind } from '../buttons/index.ts';
import { blockedReason, visibleButtons } from './buttonRules.ts';
import { selectedText } from './listMessages.ts';
import { type ListRequest } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { useButtonRunner, type ButtonRunner } from './useButtonRunner.tsx';

export interface ButtonBarViewProps {
  definition: BillDefinition;
  selectedRows: readonly BillRow[];
  stateName(state: string): string;
  /** The shared runner's busy button and its (stable) run: separate props, so the memo holds. */
  busy: ButtonRunner['busy'];
  run: ButtonRunner['run'];
}

/** The buttons alone; the runner (shared with the operation column) runs them and holds their dialogs. */
export const ButtonBarView = memo(function ButtonBarView({ definition, selectedRows, stateName, busy, run }: ButtonBarViewProps) {
  const { hasButton } = useButtonCodes();
  return (
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
            onClick={() => void run(button, selectedRows)}
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
  );
});

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
  dialogs?: FeatureDialogs;
}

/** A bar with its own runner (the list page shares one runner between its bar and its rows). */
export function ButtonBar({ definition, selectedRows, stateName, listRequest, onChanged, onFileQuery, dialogs }: ButtonBarProps) {
  const runner = useButtonRunner({ definition, listRequest, onChanged, onFileQuery, dialogs });
  return (
    <>
      <ButtonBarView definition={definition} selectedRows={selectedRows} stateName={stateName} busy={runner.busy} run={runner.run} />
      {runner.dialogs}
    </>
  );
}
