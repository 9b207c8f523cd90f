// Pagination of a list (spec §2.4, §9): one-based on screen, zero-based pageIndex on the wire,
// page sizes from the definition, 共 N 条. A simple-paging list shows no total: its total is
// only the estimate of spec §7.2 that keeps "next page" possible.
import { memo } from 'react';
import { Pagination } from 'antd';
import { totalText } from './listMessages.ts';

export interface ListPaginationProps {
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  estimated: boolean;
  disabled?: boolean;
  onChange(pageIndex: number, pageSize: number): void;
}

export const ListPagination = memo(function ListPagination({ pageIndex, pageSize, pageSizes, total, estimated, disabled, onChange }: ListPaginationProps) {
  return (
    <Pagination
      current={pageIndex + 1}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={pageSizes.map(String)}
      showSizeChanger
      showQuickJumper={!estimated}
      showTotal={estimated ? undefined : totalText}
      disabled={disabled}
      align="end"
      onChange={(page, size) => onChange(size !== pageSize ? 0 : page - 1, size)}
    />
  );
});
