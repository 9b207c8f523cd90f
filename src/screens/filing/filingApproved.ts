import type { UserInfo } from '#core/wire.ts';

/**
 * The company has an approved filing. A user without a company has none; a session stored before
 * `filingApproved` existed leaves it to the server, which refuses the same way. (Its own module:
 * the route table's warm-up asks it without the gate's antd Result.)
 */
export function hasApprovedFiling(userInfo: UserInfo | null): boolean {
  return Boolean(userInfo?.companyCode) && userInfo?.filingApproved !== false;
}
