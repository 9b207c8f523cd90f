// Reading a list answer (spec §3.1, §7.2): either { datas, total } or, for "simple" pages, a
// plain array whose total the client estimates.
export type BillRow = Record<string, unknown>;

export interface ListPage {
  rows: BillRow[];
  total: number;
  /** True when the total is the simple-paging estimate, not a count. */
  estimated: boolean;
  /** True while the exact total of a rows-first answer is still being counted. */
  counting?: boolean;
}

/**
 * Spec §7.2: a simple page estimates the total as page size × current page when the page came
 * back short (this is the last page), otherwise one page more (so "next" stays possible).
 * `pageIndex` is zero-based; the current page shown is pageIndex + 1.
 */
export function estimateSimpleTotal(pageIndex: number, pageSize: number, received: number): number {
  const currentPage = pageIndex + 1;
  return received < pageSize ? pageSize * currentPage : pageSize * (currentPage + 1);
}

function isRowArray(value: unknown): value is BillRow[] {
  return Array.isArray(value) && value.every((row) => row !== null && typeof row === 'object');
}

export function readListAnswer(answer: unknown, pageIndex: number, pageSize: number): ListPage {
  if (isRowArray(answer)) {
    return { rows: answer, total: estimateSimpleTotal(pageIndex, pageSize, answer.length), estimated: true };
  }
  if (answer !== null && typeof answer === 'object') {
    const { datas, total, more } = answer as { datas?: unknown; total?: unknown; more?: unknown };
    const rows = isRowArray(datas) ? datas : [];
    // A rows-first answer: the pages so far, one more when more rows follow, until the count comes.
    if (typeof more === 'boolean' && total === undefined) {
      return { rows, total: pageIndex * pageSize + rows.length + (more ? pageSize : 0), estimated: true, counting: true };
    }
    return { rows, total: typeof total === 'number' && Number.isFinite(total) ? total : rows.length, estimated: false };
  }
  return { rows: [], total: 0, estimated: false };
}

/** The total of a `part: 'total'` answer, or null when the answer holds none. */
export function readListTotal(answer: unknown): number | null {
  const total = answer !== null && typeof answer === 'object' ? (answer as { total?: unknown }).total : undefined;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : null;
}

/** The page once its exact total has arrived. */
export function withTotal(page: ListPage, total: number): ListPage {
  return { ...page, total, estimated: false, counting: false };
}
