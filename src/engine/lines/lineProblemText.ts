// How a problem of a line is named in the summary under the grid: 第3行「数量」：请填写数量
// (the same shape as the import errors of the list page).
import type { LineProblem } from './lineStore.ts';

export function lineProblemText(problem: Pick<LineProblem, 'lineNo' | 'title' | 'text'>): string {
  return `第${problem.lineNo}行「${problem.title}」：${problem.text}`;
}

export const SHOWN_LINE_PROBLEMS = 10;

export function lineProblemsTitle(count: number): string {
  return `表体有${count}处数据需要修改`;
}
