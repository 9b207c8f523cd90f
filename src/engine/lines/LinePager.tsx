// Paging of the lines: previous / next only, 10 lines a page (spec §2.5, §9).
import { useSyncExternalStore } from 'react';
import { Button } from 'antd';
import type { LineStore } from './lineStore.ts';

export const LABEL_PREVIOUS = '上一页';
export const LABEL_NEXT = '下一页';

export function LinePager({ store }: { store: LineStore }) {
  const page = useSyncExternalStore(store.subscribe, store.page);
  const count = useSyncExternalStore(store.subscribe, () => store.count());
  return (
    <nav className="bill-line-pager" aria-label="表体分页">
      <span>共 {count} 条</span>
      <Button size="small" disabled={!page.hasPrevious} onClick={() => store.goTo(page.index - 1)}>
        {LABEL_PREVIOUS}
      </Button>
      <span>第 {page.index + 1} 页</span>
      <Button size="small" disabled={!page.hasNext} onClick={() => store.goTo(page.index + 1)}>
        {LABEL_NEXT}
      </Button>
    </nav>
  );
}
