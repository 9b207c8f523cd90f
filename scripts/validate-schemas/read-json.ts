// Reads a JSON file; a syntax error becomes a Problem with line, column and what was expected.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSyntaxFault } from './json-syntax.ts';
import type { Problem } from './problem.ts';

export type JsonRead = { ok: true; value: unknown } | { ok: false; problem: Problem };

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

function syntaxProblem(file: string, text: string, error: Error): Problem {
  const fault = findSyntaxFault(text);
  if (!fault) return { file, pointer: '', message: `JSON 语法错误：${error.message.split('\n')[0]}` };
  const { line, column } = lineAndColumn(text, fault.offset);
  return { file, pointer: '', message: `JSON 语法错误（第 ${line} 行第 ${column} 列）：${fault.expected}` };
}

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
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(withoutBom) as unknown };
  } catch (error) {
    return { ok: false, problem: syntaxProblem(file, withoutBom, error as Error) };
  }
}
