// Cross checks of demo.json: the password rule the portal enforces, login names as §3.1 builds
// them, one main account, a well-formed credit code, and denied buttons that exist in the menu
// (a typo there would silently grant the button).
import { isValidCreditCode } from './credit-code.ts';
import { FirstOccurrence } from './first-occurrence.ts';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import type { DemoAccountEntry, DemoFile } from './seed-types.ts';

type Path = Array<string | number>;

/** One company's accounts: one main account, sub-accounts named after it; login names unique across the whole file. */
function checkLoginNames(accounts: readonly DemoAccountEntry[], at: Path, names: FirstOccurrence, problems: ProblemList): void {
  const admins = accounts.filter((account) => account.userType === 'ADMIN');
  if (admins.length !== 1) {
    problems.add(pointerOf(...at, 'accounts'), `应恰好有一个主账号（userType ADMIN），现有 ${admins.length} 个`);
  }
  const mainLogin = admins[0]?.loginName;
  for (const [i, account] of accounts.entries()) {
    const pointer = pointerOf(...at, 'accounts', i, 'loginName');
    const earlier = names.previous(account.loginName, pointer);
    if (earlier) problems.add(pointer, `登录名 "${account.loginName}" 重复（已用于 #${earlier}）`);
    if (account.userType === 'ADMIN' && account.loginName.includes('@')) {
      problems.add(pointer, '主账号登录名不含 @');
    }
    if (account.userType !== 'ADMIN' && mainLogin !== undefined) {
      const [entered, suffix] = account.loginName.split('@');
      if (!entered || suffix !== mainLogin) {
        problems.add(pointer, `子账号登录名应为 “名称@${mainLogin}”（规格 §3.1）`);
      }
    }
  }
}

function checkAccounts(accounts: readonly DemoAccountEntry[], at: Path, buttonCodes: ReadonlySet<string> | undefined, problems: ProblemList): void {
  for (const [i, account] of accounts.entries()) {
    if (!isStrongPassword(account.password)) problems.add(pointerOf(...at, 'accounts', i, 'password'), PASSWORD_RULE_MESSAGE);
    if (!buttonCodes) continue;
    for (const [j, code] of account.denyButtons.entries()) {
      if (!buttonCodes.has(code)) {
        problems.add(pointerOf(...at, 'accounts', i, 'denyButtons', j), `按钮编码 "${code}" 不在菜单任何页面的 buttons 中`);
      }
    }
  }
}

/**
 * The other companies (issue 13): valid credit codes, none repeated (nor the demo company's), at
 * most one commerce company; the commerce company must be one of the sellers the demo bills use
 * (`sellerCodes`, core/seed/demo-parties.ts) so that the agent's bills for it exist.
 */
function checkOtherCompanies(
  data: DemoFile,
  buttonCodes: ReadonlySet<string> | undefined,
  sellerCodes: ReadonlySet<string> | undefined,
  names: FirstOccurrence,
  problems: ProblemList,
): void {
  const codes = new FirstOccurrence();
  codes.previous(data.company.code, pointerOf('company', 'code'));
  for (const [i, other] of (data.otherCompanies ?? []).entries()) {
    const at: Path = ['otherCompanies', i];
    const pointer = pointerOf(...at, 'company', 'code');
    if (!isValidCreditCode(other.company.code)) problems.add(pointer, `"${other.company.code}" 不是有效的统一社会信用代码（校验位不符，GB 32100-2015）`);
    const earlier = codes.previous(other.company.code, pointer);
    if (earlier) problems.add(pointer, `企业编码 "${other.company.code}" 重复（已用于 #${earlier}）`);
    if (other.role === 'commerce' && sellerCodes && !sellerCodes.has(other.company.code)) {
      problems.add(pointer, `电商企业 "${other.company.code}" 不是演示单据的电商企业（core/seed/demo-parties.ts SELLERS）之一`);
    }
    checkLoginNames(other.accounts, at, names, problems);
    checkAccounts(other.accounts, at, buttonCodes, problems);
  }
  const commerce = (data.otherCompanies ?? []).filter((other) => other.role === 'commerce');
  if (commerce.length > 1) problems.add(pointerOf('otherCompanies'), `至多一家 commerce 企业，现有 ${commerce.length} 家`);
}

export function checkDemo(file: string, data: DemoFile, buttonCodes: ReadonlySet<string> | undefined, sellerCodes?: ReadonlySet<string>): Problem[] {
  const problems = new ProblemList(file);
  if (!isValidCreditCode(data.company.code)) {
    problems.add(pointerOf('company', 'code'), `"${data.company.code}" 不是有效的统一社会信用代码（校验位不符，GB 32100-2015）`);
  }
  const names = new FirstOccurrence();
  checkLoginNames(data.accounts, [], names, problems);
  checkAccounts(data.accounts, [], buttonCodes, problems);
  checkOtherCompanies(data, buttonCodes, sellerCodes, names, problems);
  return problems.items;
}
