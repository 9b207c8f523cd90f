// Cross checks of demo.json: the password rule the portal enforces, login names as §3.1 builds
// them, one main account, a well-formed credit code, and denied buttons that exist in the menu
// (a typo there would silently grant the button).
import { isValidCreditCode } from './credit-code.ts';
import { FirstOccurrence } from './first-occurrence.ts';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import type { DemoFile } from './seed-types.ts';

function checkLoginNames(data: DemoFile, problems: ProblemList): void {
  const admins = data.accounts.filter((account) => account.userType === 'ADMIN');
  if (admins.length !== 1) {
    problems.add(pointerOf('accounts'), `应恰好有一个主账号（userType ADMIN），现有 ${admins.length} 个`);
  }
  const mainLogin = admins[0]?.loginName;
  const names = new FirstOccurrence();
  for (const [i, account] of data.accounts.entries()) {
    const pointer = pointerOf('accounts', i, 'loginName');
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

export function checkDemo(file: string, data: DemoFile, buttonCodes: ReadonlySet<string> | undefined): Problem[] {
  const problems = new ProblemList(file);
  if (!isValidCreditCode(data.company.code)) {
    problems.add(pointerOf('company', 'code'), `"${data.company.code}" 不是有效的统一社会信用代码（校验位不符，GB 32100-2015）`);
  }
  checkLoginNames(data, problems);
  for (const [i, account] of data.accounts.entries()) {
    if (!isStrongPassword(account.password)) problems.add(pointerOf('accounts', i, 'password'), PASSWORD_RULE_MESSAGE);
    if (!buttonCodes) continue;
    for (const [j, code] of account.denyButtons.entries()) {
      if (!buttonCodes.has(code)) {
        problems.add(pointerOf('accounts', i, 'denyButtons', j), `按钮编码 "${code}" 不在菜单任何页面的 buttons 中`);
      }
    }
  }
  return problems.items;
}
