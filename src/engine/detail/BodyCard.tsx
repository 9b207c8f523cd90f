// The body of the bill (spec §2.5): a collapsible card with the line toolbar (新增行, 表体保存,
// 删除, 汇总), the grid, the pager, the problems of the lines and the form of the selected line.
import { memo, useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import type { BillDefinition } from '#core/definition/index.ts';
import { LineForm } from '../lines/LineForm.tsx';
import { LinePager } from '../lines/LinePager.tsx';
import { LineProblems } from '../lines/LineProblems.tsx';
import { LinesGrid } from '../lines/LinesGrid.tsx';
import type { LineRow, LineStore } from '../lines/lineStore.ts';
import type { DetailButtons } from './detailButtons.ts';
import { LABEL_ADD_LINE, LABEL_BODY_SAVE, LABEL_DELETE_LINES, LABEL_SUMMARY } from './detailMessages.ts';

export interface BodyCardProps {
  definition: BillDefinition;
  store: LineStore;
  editable: boolean;
  buttons: DetailButtons;
  busy: boolean;
  onGridReady(api: GridApi<LineRow>): void;
  onAddLine(): void;
  onBodySave(): void;
  onDeleteLines(): void;
  onSummary(): void;
}

export const LABEL_COLLAPSE = '收起';
export const LABEL_EXPAND = '展开';

export const BodyCard = memo(function BodyCard(props: BodyCardProps) {
  const { definition, store, editable, buttons, busy, onGridReady, onAddLine, onBodySave, onDeleteLines, onSummary } = props;
  const [open, setOpen] = useState(true);
  const title = definition.schema.properties.lines?.title ?? '表体';
  const toggle = (
    <Button type="link" size="small" icon={open ? <UpOutlined /> : <DownOutlined />} onClick={() => setOpen(!open)} aria-expanded={open}>
      {open ? LABEL_COLLAPSE : LABEL_EXPAND}
    </Button>
  );
  return (
    <Card size="small" title={title} extra={toggle} style={{ marginTop: 12 }}>
      {open && (
        <>
          {(buttons.addLine || buttons.bodySave || buttons.deleteLines || buttons.summary) && (
            <Space wrap className="bill-line-toolbar">
              {buttons.addLine && <Button onClick={onAddLine}>{LABEL_ADD_LINE}</Button>}
              {buttons.bodySave && (
                <Button onClick={onBodySave} disabled={busy}>
                  {LABEL_BODY_SAVE}
                </Button>
              )}
              {buttons.deleteLines && (
                <Button danger onClick={onDeleteLines} disabled={busy}>
                  {LABEL_DELETE_LINES}
                </Button>
              )}
              {buttons.summary && (
                <Button onClick={onSummary} disabled={busy}>
                  {LABEL_SUMMARY}
                </Button>
              )}
            </Space>
          )}
          <LinesGrid definition={definition} store={store} editable={editable} onReady={onGridReady} />
          <LinePager store={store} />
          <LineProblems store={store} />
          <LineForm definition={definition} store={store} editable={editable} />
        </>
      )}
    </Card>
  );
});
