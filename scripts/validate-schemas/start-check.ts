// The checks `npm start` runs before anything else (issue 25 point 3, "nothing wrong starts"):
// validate-schemas' own checks (validateTree, in this process) over the definitions the portal is
// about to serve. The tree checked is the project's, or the one the definition folders of the
// environment belong to: PORTAL_BILL_SCHEMAS_DIR, PORTAL_FORM_SCHEMAS_DIR and PORTAL_SEED_DIR name
// `<tree>/schemas/bills`, `<tree>/schemas/forms` and `<tree>/schemas/seed` of one tree, whose schemas/meta, schemas/seed and
// schemas/tables the definitions are checked against (their "$schema" paths already assume
// that layout). Folders laid out otherwise cannot be checked, so they refuse to start too.
import { basename, dirname, resolve } from 'node:path';
import { formatProblem } from './problem.ts';
import { validateTree } from './validate-tree.ts';

export interface StartCheck {
  /** True when the portal may start. */
  ok: boolean;
  /** What to print: the problems (file#pointer: message) and a last line saying what happened. */
  lines: string[];
}

type Environment = Readonly<Record<string, string | undefined>>;

const FOLDERS = [
  { variable: 'PORTAL_BILL_SCHEMAS_DIR', folder: 'bills' },
  { variable: 'PORTAL_FORM_SCHEMAS_DIR', folder: 'forms' },
  { variable: 'PORTAL_SEED_DIR', folder: 'seed' },
] as const;

/** The tree the definition folders in use belong to, or why there is none. */
export function definitionTree(projectRoot: string, env: Environment): { root: string } | { problem: string } {
  const roots = FOLDERS.map(({ variable, folder }) => {
    const given = env[variable];
    if (!given) return { variable, folder, root: resolve(projectRoot) };
    const dir = resolve(given);
    const laidOut = basename(dir) === folder && basename(dirname(dir)) === 'schemas';
    return { variable, folder, root: laidOut ? dirname(dirname(dir)) : undefined, given };
  });
  const stray = roots.find((entry) => entry.root === undefined);
  if (stray)
    return {
      problem: `${stray.variable}=${stray.given}：启动前的校验要求定义目录为 <目录>/schemas/${stray.folder}（与 schemas/meta、schemas/seed、schemas/tables 同在一棵目录树中）`,
    };
  // An unset PORTAL_SEED_DIR is the project's seed at run time; the tree's own schemas/seed is checked then.
  const compared = roots.filter((entry) => entry.folder !== 'seed' || entry.given !== undefined);
  const other = compared.find((entry) => entry.root !== compared[0].root);
  if (other) {
    return {
      problem: `${compared[0].variable} 与 ${other.variable} 应属于同一棵目录树（${compared[0].root}/schemas/${compared[0].folder} 与 ${other.root}/schemas/${other.folder} 不是）`,
    };
  }
  return { root: roots[0].root! };
}

/** validate-schemas over the definitions the portal would serve. Never throws. */
export function checkBeforeStart(projectRoot: string, env: Environment = process.env): StartCheck {
  const tree = definitionTree(projectRoot, env);
  if ('problem' in tree) return { ok: false, lines: [tree.problem, '门户未启动：定义目录无法校验。'] };
  try {
    const report = validateTree(tree.root);
    if (report.problems.length === 0) return { ok: true, lines: [`定义校验通过：检查了 ${report.filesChecked} 个文件。`] };
    return {
      ok: false,
      lines: [
        ...report.problems.map(formatProblem),
        `门户未启动：定义中有 ${report.problems.length} 个问题（检查了 ${report.filesChecked} 个文件），改正后再启动；npx tsx scripts/validate-schemas.ts 可单独校验。`,
      ],
    };
  } catch (error) {
    // A check that fails on input nobody foresaw is still no reason for a stack trace.
    return { ok: false, lines: [`门户未启动：校验定义时出错：${(error as Error).message}`] };
  }
}
