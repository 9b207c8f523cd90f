// The playground's full check (`npm run playground`): POST the edited definition files, get what
// validate-schemas says of the tree with them put in. The files are written into a temporary copy
// of schemas/ (never into the project) and validateTree runs over it, so every cross check (field
// tables, menu, dictionaries, states, references) sees the edit as `npm start` would.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateTree } from '../validate-schemas/validate-tree.ts';
import { MAX_BODY_BYTES, PLAYGROUND_VALIDATE_PATH, type ValidateAnswer, type ValidateRequest } from './validate-contract.ts';

export { MAX_BODY_BYTES, PLAYGROUND_VALIDATE_PATH };

/** Only definition files may be put in: a family's or a form's two files, by their path from the root. */
const EDITABLE = /^schemas\/(bills|forms)\/[A-Za-z0-9_-]+\.(schema|ui)\.json$/;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  if (status === 413) response.setHeader('connection', 'close');
  response.end(JSON.stringify(body));
}

function filesOf(body: string): Record<string, string> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '请求体不是 JSON';
  }
  const files = (parsed as Partial<ValidateRequest> | null)?.files;
  if (!files || typeof files !== 'object' || Array.isArray(files)) return '请求体应为 { files: { 路径: 文本 } }';
  for (const [path, text] of Object.entries(files)) {
    if (!EDITABLE.test(path)) return `不能放入 ${path}：只能是 schemas/bills 或 schemas/forms 下的定义文件`;
    if (typeof text !== 'string') return `${path} 的内容应为文本`;
  }
  return files as Record<string, string>;
}

/** validate-schemas over a temporary copy of `root`'s schemas/ with `files` written in. */
export function validateEdited(root: string, files: Readonly<Record<string, string>>): ValidateAnswer {
  const copy = mkdtempSync(join(tmpdir(), 'ceb-playground-'));
  try {
    cpSync(join(root, 'schemas'), join(copy, 'schemas'), { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(copy, path), text);
    const report = validateTree(copy);
    return { problems: report.problems, filesChecked: report.filesChecked };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A connect-style handler for the dev server: answers POST {PLAYGROUND_VALIDATE_PATH}, passes anything else on. */
export function validateEndpoint(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.url?.split('?')[0] !== PLAYGROUND_VALIDATE_PATH) return next();
    if (request.method !== 'POST') return send(response, 405, { message: '只接受 POST' });
    readBody(request, MAX_BODY_BYTES).then(
      (body) => {
        const files = filesOf(body);
        if (typeof files === 'string') return send(response, 400, { message: files });
        send(response, 200, validateEdited(root, files));
      },
      (error: unknown) => {
        if (error instanceof BodyTooLarge) send(response, 413, { message: `请求体超过 ${MAX_BODY_BYTES} 字节` });
        else send(response, 400, { message: (error as Error).message });
      },
    );
  };
}
