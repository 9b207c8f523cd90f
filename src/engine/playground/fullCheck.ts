// The full validate-schemas, asked of the playground's own dev server (`npm run playground`,
// scripts/playground/validate-contract.ts) with the two edited files. Plain fetch, not the
// portal's HTTP client: that one is answered by the previews' fake API.
import type { Problem } from '../../../scripts/validate-schemas/problem.ts';
import type { ValidateAnswer } from '../../../scripts/playground/validate-contract.ts';

export async function runFullCheck(url: string, files: Record<string, string>, signal: AbortSignal): Promise<Problem[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files }),
    signal,
  });
  const answer = (await response.json()) as Partial<ValidateAnswer> & { message?: string };
  if (!response.ok || !Array.isArray(answer.problems)) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer.problems;
}
