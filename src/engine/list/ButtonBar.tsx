// The button bar of a list (spec §2.4, §5.3, §6, §7.3, §7.4, §7.9): the definition's buttons
// whose code the user holds. Lifecycle buttons are disabled, with the reason as a tooltip, while
// a selected row is in a state their action does not accept. Each kind runs its own flow (its
// runner in src/engine/buttons, through useButtonRunner); a success says 操作成功！ and reloads the
// list and its counts. The bar is one row; what does not fit goes into 更多 (buttonOverflow.ts).
// How many rows are selected shows under the grid (BillListPage), so that ticking a row never
// moves a button into 更多.
import { memo, useMemo, useRef, type ReactNode } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { BillDefinition, ButtonDefinition, FileQueryButton } from '#core/definition/index.ts';
import type { FeatureDialogs } from '../dialogs/featureDialogs.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { buttonIcon, clientButtonKind } from '../buttons/index.ts';
import { blockedReason, visibleButtons } from './buttonRules.ts';
import { MORE_KEY, useRowFit } from './buttonOverflow.ts';
import { LABEL_MORE } from './listMessages.ts';
import { type ListRequest } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { useButtonRunner, type ButtonRunner } from './useButtonRunner.tsx';
import './buttonBar.css';

export interface ButtonBarViewProps {
  definition: BillDefinition;
  selectedRows: readonly BillRow[];
  stateName(state: string): string;
  /** The shared runner's busy button and its (stable) run: separate props, so the memo holds. */
  busy: ButtonRunner['busy'];
  run: ButtonRunner['run'];
}

/** The space between two buttons of the row (px). */
const GAP = 8;

/**
 * The buttons alone, on one row: what does not fit goes into 更多 (issue 23 point 7). The runner
 * (shared with the operation column) runs them and holds their dialogs.
 */
export const ButtonBarView = memo(function ButtonBarView({ definition, selectedRows, stateName, busy, run }: ButtonBarViewProps) {
  const { hasButton } = useButtonCodes();
  const row = useRef<HTMLDivElement>(null);
  const buttons = useMemo(() => visibleButtons(definition, hasButton), [definition, hasButton]);
  const items = useMemo(() => buttons.map((button) => ({ key: button.code, overflowFirst: clientButtonKind(button).overflowFirst === true })), [buttons]);
  const kept = useRowFit(row, items, GAP);
  const onRow = (button: ButtonDefinition) => kept === null || kept.has(button.code);
  const more = buttons.filter((button) => !onRow(button));

  const control = (button: ButtonDefinition): ReactNode => {
    const blocked = blockedReason(definition, button, selectedRows, stateName);
    const element = (
      <Button
        type={clientButtonKind(button).primary ? 'primary' : 'default'}
        icon={buttonIcon(button)}
        loading={busy === button.code}
        disabled={blocked !== null || (busy !== null && busy !== button.code)}
        onClick={() => void run(button, selectedRows)}
      >
        {button.text}
      </Button>
    );
    // A disabled button swallows pointer events: the tooltip needs a wrapper to show.
    return (
      <span key={button.code} data-row-key={button.code} className="bill-button-slot">
        {blocked ? (
          <Tooltip title={blocked}>
            <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{element}</span>
          </Tooltip>
        ) : (
          element
        )}
      </span>
    );
  };

  const menu: MenuProps = {
    items: more.map((button) => {
      const blocked = blockedReason(definition, button, selectedRows, stateName);
      return {
        key: button.code,
        icon: buttonIcon(button),
        disabled: blocked !== null || busy !== null,
        label: blocked ? (
          <Tooltip title={blocked} placement="left">
            {button.text}
          </Tooltip>
        ) : (
          button.text
        ),
      };
    }),
    onClick: ({ key }) => {
      const button = more.find((candidate) => candidate.code === key);
      if (button) void run(button, selectedRows);
    },
  };

  return (
    <div ref={row} className="bill-button-bar" role="toolbar" aria-label="单据操作">
      {buttons.filter(onRow).map(control)}
      {more.length > 0 && (
        <span data-row-key={MORE_KEY} className="bill-button-slot">
          <Dropdown menu={menu} trigger={['click']}>
            <Button loading={busy !== null && more.some((button) => button.code === busy)}>
              {LABEL_MORE}
              <DownOutlined />
            </Button>
          </Dropdown>
        </span>
      )}
    </div>
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
