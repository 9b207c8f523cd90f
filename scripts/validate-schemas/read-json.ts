// Reads a JSON file; a syntax error becomes a Problem with line, column and what was expected
// (core/definition/json-syntax.ts, which the server uses for the same words).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonText } from '#core/definition/json-syntax.ts';
import type { Problem } from './problem.ts';

export type JsonRead = { ok: true; value: unknown } | { ok: false; problem: Problem };

/** `file` is relative to `root`, with forward slashes; it is what problems report. */
export function readJsonFile(root: string, file: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'ENOENT' ? '文件不存在' : `无法读取文件：${(error as Error).message}`;
    return { ok: false, problem: { file, pointer: '', message } };
  }
  const parsed = parseJsonText(text);
  return parsed.ok ? parsed : { ok: false, problem: { file, pointer: '', message: parsed.message } };
}
