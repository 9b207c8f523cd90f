// 申请核销 of /settlementVerification (platform-and-settlement.md §2.7, §3.4, §5.4, §7.8): an 80 %
// wide dialog listing the approved applications still available for write-off (/declarel/severList,
// paged 50/100/200/500, app_time defaulting to the last 90 days), an amount per row (a negative or
// empty entry becomes 0, a negative one with a note; a refused one stays as typed with its reason;
// the remainder shows exactly, to 5 decimals) and row selection (a row whose amount is entered is
// selected). 提交 with an amount still refused, on any page, names it and sends nothing (issue 23
// point 6); without a selection it says 请选择操作数据！; otherwise it posts { ids, amount }
// (decimal strings, same order) to /declare/verification/apply. An amount above the available one
// is sent as entered: the server refuses it and names the application, and the dialog stays with
// every entered amount.
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Modal } from 'antd';
import type { FeatureDialogProps } from '../../../engine/dialogs/featureDialogs.ts';
import { ListPagination } from '../../../engine/list/ListPagination.tsx';
import { createAmountStore } from './amountStore.ts';
import { applyWriteOff, type SeverListQuery } from './settlementDialogApi.ts';
import { useSeverList } from './useSeverList.ts';
import { WriteOffSearch, writeOffTerms, type WriteOffTermsValues } from './WriteOffSearch.tsx';
import { WriteOffTable } from './WriteOffTable.tsx';
import { amountProblem, amountToSend } from './writeOffAmounts.ts';
import { DIALOG_TOP } from './useTableHeight.ts';
import { declareNoOf } from './WriteOffTable.tsx';
import { dayRange, writeOffWindowDates } from './writeOffWindow.ts';
import * as T from './dialogTexts.ts';

export const PAGE_SIZES = [50, 100, 200, 500] as const;

export interface WriteOffDialogProps extends FeatureDialogProps {
  /** The first page size (50 unless given; the benchmark opens with 500). */
  pageSize?: number;
  /** Above this many rows the table body is virtual (VIRTUAL_FROM unless given; the benchmark compares). */
  virtualFrom?: number;
}

export function WriteOffDialog({ title, onClose, onDone, pageSize = PAGE_SIZES[0], virtualFrom }: WriteOffDialogProps) {
  const { message } = App.useApp();
  const [store] = useState(createAmountStore);
  const [initialTerms] = useState<WriteOffTermsValues>(() => ({ declareNo: '', ebcName: '', appDates: writeOffWindowDates() }));
  const [query, setQuery] = useState<SeverListQuery>(() => ({ pageIndex: 0, pageSize, terms: writeOffTerms(initialTerms, dayRange) }));
  const { rows, total, loading } = useSeverList(query);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  // The numbers of the applications seen on any page, to name a refused amount on another page.
  const numbers = useRef(new Map<number, string>());
  useEffect(() => {
    for (const row of rows) numbers.current.set(Number(row.id), declareNoOf(row));
  }, [rows]);

  const entered = useCallback((id: number) => setSelected((known) => (known.includes(id) ? known : [...known, id])), []);
  const search = useCallback((values: WriteOffTermsValues) => setQuery((known) => ({ ...known, pageIndex: 0, terms: writeOffTerms(values, dayRange) })), []);
  const turnPage = useCallback((pageIndex: number, size: number) => setQuery((known) => ({ ...known, pageIndex, pageSize: size })), []);

  const submit = async () => {
    const refused = store.ids().flatMap((id) => {
      const problem = amountProblem(store.get(id));
      return problem ? [`${numbers.current.get(id) ?? `#${id}`} ${problem}`] : [];
    });
    if (refused.length > 0) {
      message.warning(`${T.MSG_FIX_AMOUNTS}：${refused.join('；')}`);
      return;
    }
    if (selected.length === 0) {
      message.warning(T.MSG_SELECT_DATA);
      return;
    }
    const ids = [...selected];
    const amount = ids.map((id) => amountToSend(store.get(id)));
    setBusy(true);
    try {
      await applyWriteOff({ ids, amount });
      message.success(T.MSG_WRITE_OFF_APPLIED);
      onDone();
    } catch {
      // The HTTP layer has shown the server's refusal; every entered amount stays.
    } finally {
      setBusy(false);
    }
  };

  const footer = [
    <Button key="cancel" onClick={onClose}>
      {T.LABEL_CANCEL}
    </Button>,
    <Button key="submit" type="primary" loading={busy} onClick={() => void submit()}>
      {T.LABEL_SUBMIT}
    </Button>,
  ];

  return (
    <Modal
      open
      title={title || T.TITLE_WRITE_OFF}
      width="80%"
      style={{ top: DIALOG_TOP }}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      footer={footer}
    >
      <Flex vertical gap={12}>
        <WriteOffSearch initial={initialTerms} disabled={loading} onSearch={search} />
        <WriteOffTable rows={rows} loading={loading} store={store} selected={selected} onSelect={setSelected} onEntered={entered} virtualFrom={virtualFrom} />
        <ListPagination
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          pageSizes={PAGE_SIZES}
          total={total}
          estimated={false}
          disabled={loading}
          onChange={turnPage}
        />
      </Flex>
    </Modal>
  );
}
