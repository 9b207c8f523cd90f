// Pagination of a list (spec §2.4, §9): one-based on screen, zero-based pageIndex on the wire,
// page sizes from the definition, 共 N 条. A simple-paging list shows no total: its total is
// only the estimate of spec §7.2 that keeps "next page" possible. Rows shown before their total
// (issue 26 point 1) page the same way until the count arrives, and say that it is counting.
import { memo } from 'react';
import { Pagination } from 'antd';
import { LABEL_COUNTING_TOTAL, totalText } from './listMessages.ts';

export interface ListPaginationProps {
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  estimated: boolean;
  /** The exact total is on its way. */
  counting?: boolean;
  disabled?: boolean;
  onChange(pageIndex: number, pageSize: number): void;
}

export const ListPagination = memo(function ListPagination({
  pageIndex,
  pageSize,
  pageSizes,
  total,
  estimated,
  counting,
  disabled,
  onChange,
}: ListPaginationProps) {
  return (
    <Pagination
      current={pageIndex + 1}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={pageSizes.map(String)}
      showSizeChanger
      showQuickJumper={!estimated}
      showTotal={counting ? countingText : estimated ? undefined : totalText}
      disabled={disabled}
      align="end"
      onChange={(page, size) => onChange(size !== pageSize ? 0 : page - 1, size)}
    />
  );
});

function countingText(): string {
  return LABEL_COUNTING_TOTAL;
}
