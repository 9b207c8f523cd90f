// Downloads of stored files (knowledge files, spec §2.8, §7.9). One file comes straight from the
// API (GET {path}?file_path=…, with the bearer token like every call) and is saved under its own
// name; several come as one archive whose downloadUri is opened like an export (spec §7.3).
import { LONG_TIMEOUT, send } from '../../http/index.ts';

function isArrayBuffer(data: unknown): data is ArrayBuffer {
  return Object.prototype.toString.call(data) === '[object ArrayBuffer]';
}

/** Response headers as axios hands them to a transform (its AxiosHeaders, or a plain object). */
type AnswerHeaders = { get?(name: string): unknown; [name: string]: unknown };

function contentType(headers: AnswerHeaders | undefined): string {
  const found = typeof headers?.get === 'function' ? headers.get('content-type') : headers?.['content-type'];
  return typeof found === 'string' ? found : '';
}

/**
 * The answer as a file, unless the server answered JSON (a refusal, an expired token): that is
 * parsed, so the HTTP layer handles the envelope exactly as for any other call.
 */
export function fileOrEnvelope(data: unknown, headers?: AnswerHeaders): unknown {
  if (!isArrayBuffer(data)) return data;
  const type = contentType(headers);
  if (type.includes('json')) {
    try {
      return JSON.parse(new TextDecoder().decode(data));
    } catch {
      // Not JSON after all: keep it as the file it claims not to be.
    }
  }
  return new Blob([data], { type });
}

/** Hands a file to the browser's downloads under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name a stored file is saved under: its own name, else the last part of its path. */
export function fileNameOf(name: unknown, filePath: string): string {
  if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return filePath.split(/[\\/]/).filter(Boolean).pop() ?? filePath;
}

/**
 * GET `path`?file_path=`filePath` and save the file as `name`. Resolves false when the answer
 * held no file; rejects as the HTTP layer does (which has shown why).
 */
export async function downloadStoredFile(path: string, filePath: string, name: string): Promise<boolean> {
  const answer = await send<unknown>({
    method: 'get',
    url: path,
    params: { file_path: filePath },
    responseType: 'arraybuffer',
    transformResponse: [fileOrEnvelope],
    timeout: LONG_TIMEOUT,
  });
  if (!(answer instanceof Blob)) return false;
  saveBlob(answer, name);
  return true;
}
