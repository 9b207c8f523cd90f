// The file handling every scaffold shares (npm run new-definition): a refusal the command reports
// in Chinese, JSON written as the project formats it, and the rule that nothing is overwritten.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A refusal: the command prints its message and exits with 1, having written nothing. */
export class ScaffoldError extends Error {}

/** A new file: its path relative to the root and its content. */
export type NewFile = [path: string, content: unknown];

/** A lower-camelCase name: a field, or a form's id. */
export const CAMEL_NAME = /^[a-z][A-Za-z0-9]*$/;

export function readJson<T>(root: string, path: string): T {
  return JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
}

/** Refuses when any of the new files exists. */
export function refuseExisting(root: string, files: readonly NewFile[]): void {
  const existing = files.map(([path]) => path).filter((path) => existsSync(join(root, path)));
  if (existing.length > 0) throw new ScaffoldError(`已有文件，没有覆盖：${existing.join('、')}`);
}

/** Writes the files (two-space JSON, final newline); answers their paths. */
export function writeFiles(root: string, files: readonly NewFile[]): string[] {
  for (const [path, content] of files) writeFileSync(join(root, path), `${JSON.stringify(content, null, 2)}\n`);
  return files.map(([path]) => path);
}
