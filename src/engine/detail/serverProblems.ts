// A save the server refused with field problems (HTTP 400, data.errors, see docs/bill-api.md):
// the problems in the form's shape, split between the header and the lines.
import { isHttpError } from '../../http/index.ts';
import type { FieldProblem } from '#core/definition/index.ts';

export function serverProblems(error: unknown): FieldProblem[] | null {
  if (!isHttpError(error)) return null;
  const errors = (error.body as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as FieldProblem[]) : null;
}

export function headerProblems(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.filter((problem) => problem.line === undefined && !problem.path.includes('.'));
}

export function lineProblems(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.filter((problem) => problem.line !== undefined);
}
