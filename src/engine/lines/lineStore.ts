// The lines of the bill on the detail page, outside React: the grid edits rows in place, the
// line form edits the selected row, the pager moves over pages of 10 (spec §9), validation
// marks problems per row and cell, and a row's value relations are computed as it is edited
// (总价 = 数量 × 单价). Components subscribe with useSyncExternalStore to cached
// snapshots (the rows of the page, the selected row, the problems), so a change re-renders
// only what shows it; the grid is told which single row to refresh.
import type { FieldProblem } from '#core/definition/index.ts';

export const ROW_KEY = '__key';
export const LINES_PAGE_SIZE = 10;

export type LineRow = Record<string, unknown> & { [ROW_KEY]: string };

/** Validates one row; `index` is its zero-based position among all lines. */
export type RowValidator = (row: Readonly<Record<string, unknown>>, index: number) => FieldProblem[];

/**
 * The values a row's relations give after `changed` fields were edited (总价 = 数量 × 单价,
 * core/definition/relation-check.ts): written into the row as the user types.
 */
export type RowDeriver = (row: Readonly<Record<string, unknown>>, changed: readonly string[]) => Record<string, unknown>;

export interface LinePage {
  index: number;
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface LineProblem extends FieldProblem {
  rowKey: string;
  /** One-based line number. */
  lineNo: number;
}

const NO_PROBLEMS: readonly FieldProblem[] = [];

let serial = 0;
function newKey(): string {
  serial += 1;
  return `line-${serial}`;
}

/** A stored line keeps its key across reloads (the grid then updates its row in place). */
function keyOf(line: Readonly<Record<string, unknown>>): string {
  return typeof line.id === 'number' ? `id-${line.id}` : newKey();
}

/** A row without the store's key (what is sent to the server). */
export function lineValues(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { [ROW_KEY]: _key, ...values } = row;
  return values;
}

export class LineStore {
  private rows: LineRow[];
  private errors = new Map<string, FieldProblem[]>();
  private revisions = new Map<string, number>();
  private pageIndex = 0;
  private selectedKey: string | null = null;
  private changed = false;
  private readonly listeners = new Set<() => void>();
  private readonly rowListeners = new Set<(key: string, fields?: readonly string[]) => void>();
  private readonly valueListeners = new Set<() => void>();
  private cachedPage: LineRow[] | null = null;
  private cachedPageInfo: LinePage | null = null;
  private cachedProblems: LineProblem[] | null = null;

  constructor(
    lines: ReadonlyArray<Record<string, unknown>>,
    private readonly validateRow: RowValidator,
    readonly pageSize: number = LINES_PAGE_SIZE,
    private readonly deriveRow: RowDeriver = () => ({}),
  ) {
    // No line is selected at first: the line form appears when the user picks a line.
    this.rows = lines.map((line) => ({ ...line, [ROW_KEY]: keyOf(line) }));
  }

  // ---- subscriptions ----
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Called with the key of a row whose content or problems changed (the grid refreshes it), and
   * the fields that changed when only they did (a keystroke in the line form).
   */
  onRowChange(listener: (key: string, fields?: readonly string[]) => void): () => void {
    this.rowListeners.add(listener);
    return () => this.rowListeners.delete(listener);
  }

  private emit(structural: boolean, problems: boolean): void {
    if (structural) {
      this.cachedPage = null;
      this.cachedPageInfo = null;
    }
    if (problems || structural) this.cachedProblems = null;
    for (const listener of this.listeners) listener();
  }

  private emitRow(key: string, fields?: readonly string[]): void {
    for (const listener of this.rowListeners) listener(key, fields);
  }

  /** Called when the values of the lines changed (a cell, a line form keystroke, a line added, removed or saved). */
  onValuesChange(listener: () => void): () => void {
    this.valueListeners.add(listener);
    return () => this.valueListeners.delete(listener);
  }

  private emitValues(): void {
    for (const listener of this.valueListeners) listener();
  }

  /** Writes what the row's relations give after `changed` was edited; answers the fields written. */
  private derive(row: LineRow, changed: readonly string[]): Record<string, unknown> {
    const derived = this.deriveRow(row, changed);
    Object.assign(row, derived);
    return derived;
  }

  // ---- snapshots ----
  all(): readonly LineRow[] {
    return this.rows;
  }

  count(): number {
    return this.rows.length;
  }

  pageRows = (): LineRow[] => {
    if (!this.cachedPage) {
      const start = this.pageIndex * this.pageSize;
      this.cachedPage = this.rows.slice(start, start + this.pageSize);
    }
    return this.cachedPage;
  };

  page = (): LinePage => {
    if (!this.cachedPageInfo) {
      const pages = Math.max(1, Math.ceil(this.rows.length / this.pageSize));
      this.cachedPageInfo = { index: this.pageIndex, count: pages, hasPrevious: this.pageIndex > 0, hasNext: this.pageIndex < pages - 1 };
    }
    return this.cachedPageInfo;
  };

  selected = (): LineRow | null => this.rows.find((row) => row[ROW_KEY] === this.selectedKey) ?? null;

  /** Increases when a row is changed by anything but the line form (which then shows it anew). */
  revision(key: string): number {
    return this.revisions.get(key) ?? 0;
  }

  indexOf(key: string): number {
    return this.rows.findIndex((row) => row[ROW_KEY] === key);
  }

  rowErrors(key: string): readonly FieldProblem[] {
    return this.errors.get(key) ?? NO_PROBLEMS;
  }

  cellError(key: string, field: string): string | undefined {
    return this.errors.get(key)?.find((problem) => problem.field === field)?.text;
  }

  /** Every problem, in line order, numbered as the user counts lines. */
  problems = (): LineProblem[] => {
    if (!this.cachedProblems) {
      this.cachedProblems = this.rows.flatMap((row, index) =>
        (this.errors.get(row[ROW_KEY]) ?? []).map((problem) => ({ ...problem, rowKey: row[ROW_KEY], lineNo: index + 1 })),
      );
    }
    return this.cachedProblems;
  };

  /** True when lines were added, changed or removed since loading (or the last save). */
  isChanged(): boolean {
    return this.changed;
  }

  // ---- paging and selection ----
  goTo(pageIndex: number): void {
    const last = this.page().count - 1;
    const next = Math.min(Math.max(0, pageIndex), last);
    if (next === this.pageIndex) return;
    this.pageIndex = next;
    this.emit(true, false);
  }

  select(key: string | null): void {
    if (key === this.selectedKey) return;
    this.selectedKey = key;
    this.emit(false, false);
  }

  /** Shows the page of the row and selects it. */
  reveal(key: string): void {
    const index = this.indexOf(key);
    if (index < 0) return;
    this.pageIndex = Math.floor(index / this.pageSize);
    this.selectedKey = key;
    this.emit(true, false);
  }

  // ---- edits ----
  /** The grid has written a cell (in place; `field` its column): computes what reads it, validates the row again. */
  cellChanged(key: string, field?: string): void {
    this.changed = true;
    this.revisions.set(key, this.revision(key) + 1);
    const row = this.rows.find((candidate) => candidate[ROW_KEY] === key);
    const derived = row && field ? Object.keys(this.derive(row, [field])) : [];
    this.check(key);
    if (derived.length > 0) this.emitRow(key, derived);
    this.emitValues();
  }

  /**
   * The line form changed the selected row (a keystroke): no validation until it is left; the
   * grid refreshes the cells of the fields that changed. Answers the values the row's relations
   * gave (the form shows them too).
   */
  formChanged(key: string, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const row = this.rows.find((candidate) => candidate[ROW_KEY] === key);
    if (!row) return {};
    const changed = [...new Set([...Object.keys(row), ...Object.keys(values)])].filter((name) => name !== ROW_KEY && !Object.is(row[name], values[name]));
    for (const name of Object.keys(row)) if (name !== ROW_KEY && !(name in values)) delete row[name];
    Object.assign(row, values, { [ROW_KEY]: key });
    this.changed = true;
    const derived = changed.length > 0 ? this.derive(row, changed) : {};
    if (changed.length > 0) this.emitRow(key, [...new Set([...changed, ...Object.keys(derived)])]);
    if (changed.length > 0) this.emitValues();
    return derived;
  }

  /** Validates one row (a cell or the line form was left). */
  check(key: string): FieldProblem[] {
    const index = this.indexOf(key);
    if (index < 0) return [];
    const problems = this.validateRow(this.rows[index], index);
    this.setRowErrors(key, problems);
    return problems;
  }

  /** Validates every row, one by one; answers all problems. */
  checkAll(): LineProblem[] {
    this.errors = new Map();
    this.rows.forEach((row, index) => {
      const problems = this.validateRow(row, index);
      if (problems.length > 0) this.errors.set(row[ROW_KEY], problems);
    });
    this.emit(false, true);
    for (const row of this.rows) this.emitRow(row[ROW_KEY]);
    return this.problems();
  }

  setRowErrors(key: string, problems: readonly FieldProblem[]): void {
    const before = this.errors.get(key) ?? [];
    if (before.length === 0 && problems.length === 0) return;
    if (problems.length === 0) this.errors.delete(key);
    else this.errors.set(key, [...problems]);
    this.emit(false, true);
    this.emitRow(key);
  }

  /** Problems the server answered (`line` = zero-based position), on their rows. */
  setServerProblems(problems: readonly FieldProblem[]): void {
    this.errors = new Map();
    for (const problem of problems) {
      const row = problem.line === undefined ? undefined : this.rows[problem.line];
      if (!row) continue;
      const list = this.errors.get(row[ROW_KEY]) ?? [];
      list.push(problem);
      this.errors.set(row[ROW_KEY], list);
    }
    this.emit(false, true);
    for (const row of this.rows) this.emitRow(row[ROW_KEY]);
  }

  /** Appends a line (local until saved), shows its page and selects it. */
  add(values: Record<string, unknown>): string {
    const key = newKey();
    this.rows = [...this.rows, { ...values, [ROW_KEY]: key }];
    this.changed = true;
    this.pageIndex = Math.floor((this.rows.length - 1) / this.pageSize);
    this.selectedKey = key;
    this.emit(true, false);
    this.emitValues();
    return key;
  }

  remove(keys: readonly string[]): void {
    const gone = new Set(keys);
    this.rows = this.rows.filter((row) => !gone.has(row[ROW_KEY]));
    for (const key of keys) this.errors.delete(key);
    if (this.selectedKey && gone.has(this.selectedKey)) this.selectedKey = null;
    this.changed = true;
    this.pageIndex = Math.min(this.pageIndex, Math.max(0, Math.ceil(this.rows.length / this.pageSize) - 1));
    this.emit(true, true);
    this.emitValues();
  }

  /** A row saved on its own (body save): the server's answer replaces it, problems cleared. */
  saved(key: string, values: Readonly<Record<string, unknown>>): void {
    const index = this.indexOf(key);
    if (index < 0) return;
    const row = this.rows[index];
    for (const name of Object.keys(row)) if (name !== ROW_KEY) delete row[name];
    Object.assign(row, values);
    this.revisions.set(key, this.revision(key) + 1);
    this.errors.delete(key);
    this.emit(false, true);
    this.emitRow(key);
    this.emitValues();
  }
}
