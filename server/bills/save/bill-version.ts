// Optimistic concurrency (issue "Hardening" 12): every write of a bill header raises its version
// (saves, line changes, lifecycle actions, receipts, values set by a collect). A save of an
// existing bill names the version it was read at (body.version); when the bill has moved on
// since, nothing is written and the answer says so (code -1000: the page itself offers to load
// the bill again, keeping the user's edits until they choose).
import { sql, type RawBuilder } from 'kysely';
import { ApiError, CODE_FAILURE_SHOWN_BY_CALLER } from '../../http/envelope.ts';

export const STALE_BILL = '该单据已被他人修改，请重新加载后再保存';
export const VERSION_MISSING = '保存已有单据须带上单据版本（version），请重新打开单据后再保存';

/** The value a write sets the version to. */
export function nextVersion(): RawBuilder<number> {
  return sql<number>`version + 1`;
}

/** The version a save names, or null when the body names none (or not a whole number). */
export function givenVersion(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

export function staleBill(current: number): ApiError {
  return new ApiError(STALE_BILL, { code: CODE_FAILURE_SHOWN_BY_CALLER, data: { stale: true, version: current } });
}
