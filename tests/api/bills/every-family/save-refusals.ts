// Posts each invalid variant to a family's save and lists every answer that is not the
// refusal the user must see: HTTP 400, code -1, the first problem as message, the expected
// problem on the expected field in data.errors, and no problem on any other field.
import type { ApiResponse } from '../../api-client.ts';
import type { InvalidCase } from './invalid-cases.ts';

type Post = (path: string, data: unknown) => Promise<ApiResponse>;

export async function wrongRefusals(post: Post, savePath: string, cases: readonly InvalidCase[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const item of cases) {
    const answer = await post(savePath, item.body);
    const errors = (answer.body.data?.errors ?? []) as Array<{ path: string; message: string }>;
    const right =
      answer.status === 400 &&
      answer.body.code === -1 &&
      answer.body.message === errors[0]?.message &&
      errors.some((error) => error.path === item.path && error.message === item.message) &&
      errors.every((error) => error.path === item.path);
    if (!right) {
      const got = JSON.stringify(errors.map((error) => `${error.path}: ${error.message}`));
      wrong.push(`${item.path}: expected «${item.message}», got HTTP ${answer.status} «${answer.body.message}» ${got}`);
    }
  }
  return wrong;
}
