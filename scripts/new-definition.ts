// Scaffolding for analysts (issue 25 point 6): writes the smallest valid set of files of a new
// definition, each with `$schema` for the editor's completion, then runs validate-schemas, which
// says what is left to fill.
//   npm run new-definition -- bill import-logisticsStatus 进口物流状态   (scripts/new-definition/bill.ts)
//     options: --field <name> (the first field, default copNo)
//   npm run new-definition -- form companyChange 企业信息变更           (scripts/new-definition/form.ts)
//     options: --field <name> (the first field, default remark), --group <menu group key> (default enterpriseManage)
//   both: --root <folder> (default the project)
// Nothing is overwritten: files that exist, a page the menu has or a state list states.json has
// refuse the run (exit 1); a malformed command line exits with 2.
import { fileURLToPath } from 'node:url';
import { BILL_NEXT_STEPS, scaffoldBill } from './new-definition/bill.ts';
import { ScaffoldError } from './new-definition/files.ts';
import { DEFAULT_FORM_FIELD, DEFAULT_FORM_GROUP, FORM_NEXT_STEPS, scaffoldForm } from './new-definition/form.ts';
import { reportLines, validateTree } from './validate-schemas.ts';

export { scaffoldBill, type NewBill } from './new-definition/bill.ts';
export { scaffoldForm, type NewForm } from './new-definition/form.ts';
export { ScaffoldError };

const USAGE = [
  '用法：npm run new-definition -- bill <export|import|other>-<名称> [中文名] [--field 首个字段] [--root 目录]',
  '      npm run new-definition -- form <表单标识> [中文名] [--field 首个字段] [--group 菜单分组 key] [--root 目录]',
].join('\n');

const OPTIONS: Record<string, readonly string[]> = { bill: ['--field', '--root'], form: ['--field', '--group', '--root'] };

interface CommandLine {
  kind: 'bill' | 'form';
  id: string;
  title: string | undefined;
  options: Map<string, string>;
}

/** The command line, or null when it is malformed (unknown kind or option, an option without value, too many words). */
export function parseCommandLine(argv: readonly string[]): CommandLine | null {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let at = 0; at < argv.length; at += 1) {
    if (!argv[at].startsWith('--')) words.push(argv[at]);
    else if (at + 1 < argv.length && !argv[at + 1].startsWith('--')) options.set(argv[at], argv[++at]);
    else return null;
  }
  const [kind, id, title, ...rest] = words;
  if ((kind !== 'bill' && kind !== 'form') || !id || rest.length > 0) return null;
  if ([...options.keys()].some((name) => !OPTIONS[kind].includes(name))) return null;
  return { kind, id, title, options };
}

function scaffold({ kind, id, title, options }: CommandLine, root: string): { written: string[]; next: string } {
  const field = options.get('--field');
  if (kind === 'bill') return { written: scaffoldBill(root, { family: id, title: title ?? id, field: field ?? 'copNo' }), next: BILL_NEXT_STEPS };
  const group = options.get('--group') ?? DEFAULT_FORM_GROUP;
  return { written: scaffoldForm(root, { form: id, title: title ?? id, field: field ?? DEFAULT_FORM_FIELD, group }), next: FORM_NEXT_STEPS };
}

export function main(argv: readonly string[]): number {
  const command = parseCommandLine(argv);
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const root = command.options.get('--root') ?? fileURLToPath(new URL('..', import.meta.url));
  let result: { written: string[]; next: string };
  try {
    result = scaffold(command, root);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  process.stdout.write(`已生成：\n${result.written.map((path) => `  ${path}`).join('\n')}\n\nvalidate-schemas：\n`);
  process.stdout.write(`${reportLines(validateTree(root)).join('\n')}\n`);
  process.stdout.write(`\n还要补充的：\n  ${result.next}\n`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
