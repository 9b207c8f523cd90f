// A bill family as the portal shows it, from the edited definition: its list page over sample
// rows and its detail page for a new bill (edit mode, so every field checks on blur and on 保存).
// The parent remounts it (key) for each definition that builds; the fake API is installed before
// the pages ask it anything.
import { memo, useState } from 'react';
import { Tabs } from 'antd';
import type { BillDefinition } from '#core/definition/index.ts';
import { BillListPage } from '../list/BillListPage.tsx';
import { BillDetailView } from '../detail/BillDetailView.tsx';
import { ListSession } from '../../testing/listSession.tsx';
import { DetailSession } from '../../testing/detailSession.tsx';
import { installBillPreview } from './previewServers.ts';
import { PreviewBoundary } from './PreviewBoundary.tsx';
import { LABEL_DETAIL, LABEL_LIST } from './playgroundMessages.ts';

export interface BillPreviewProps {
  definition: BillDefinition;
  now: Date;
}

export const BillPreview = memo(function BillPreview({ definition, now }: BillPreviewProps) {
  // Once per mount, before the pages' first calls (their effects run after this render).
  useState(() => installBillPreview(definition, now));
  return (
    <Tabs
      className="playground-preview"
      items={[
        {
          key: 'list',
          label: LABEL_LIST,
          children: (
            <PreviewBoundary>
              <ListSession definition={definition}>
                <BillListPage definition={definition} now={now} gridHeight={480} keepQuery={false} watchMs={0} />
              </ListSession>
            </PreviewBoundary>
          ),
        },
        {
          key: 'detail',
          label: LABEL_DETAIL,
          forceRender: true,
          children: (
            <PreviewBoundary>
              <DetailSession definition={definition}>
                <BillDetailView definition={definition} />
              </DetailSession>
            </PreviewBoundary>
          ),
        },
      ]}
    />
  );
});
