// Validates the seed data and the document-type definitions:
//   npx tsx scripts/validate-schemas.ts [root]
// Prints one line per problem, `path/to/file.json#/json/pointer: message`, then a summary line;
// exits with 1 when anything is wrong. The logic lives in scripts/validate-schemas/.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatProblem } from './validate-schemas/problem.ts';
import { validateTree, type ValidationReport } from './validate-schemas/validate-tree.ts';

export { validateTree, type ValidationReport };
export { formatProblem, type Problem } from './validate-schemas/problem.ts';

export function reportLines(report: ValidationReport): string[] {
  const lines = report.problems.map(formatProblem);
  lines.push(
    report.problems.length === 0
      ? `校验通过：检查了 ${report.filesChecked} 个文件，没有发现问题。`
      : `校验失败：检查了 ${report.filesChecked} 个文件，发现 ${report.problems.length} 个问题。`,
  );
  return lines;
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const report = validateTree(root);
  process.stdout.write(`${reportLines(report).join('\n')}\n`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}
