// File upload (§7.3) and the file-name rule of §5.1.
import { MSG_INVALID_FILE_NAME, MSG_SERVER_ERROR } from '#core/messages.ts';
import { validateToken } from './auth.ts';
import { LONG_TIMEOUT, send } from './client.ts';
import { feedback } from './feedback.ts';
import { HttpError } from './httpError.ts';
import { ERROR_MESSAGE_SECONDS } from './constants.ts';

export const UPLOAD_PATH = '/api/file/upload';

/** What an upload is for: the page (route) and the button (code) it is made from; the server checks both. */
export interface UploadPurpose {
  route: string;
  code: string;
}

/** What the server keeps of an uploaded file; `uri` is what import calls send on (e.g. filePath). */
export interface UploadedFile {
  uri: string;
  name: string;
}

// The name without its extension: Chinese characters, letters, digits, underscore; nothing else.
const UPLOAD_NAME = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

/** §5.1: may a file of this name be uploaded? */
export function isValidUploadName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return UPLOAD_NAME.test(base);
}

/**
 * Uploads one file for a page's button. A name that breaks §5.1 is refused here with its
 * warning, before any call.
 * The token is validated (and renewed) first, as §5.1 asks before every upload.
 */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  if (!isValidUploadName(file.name)) {
    feedback().warning(MSG_INVALID_FILE_NAME);
    throw new HttpError({ message: MSG_INVALID_FILE_NAME });
  }
  await validateToken();
  const form = new FormData();
  form.append('file', file, file.name);
  const files = await send<UploadedFile[] | null>({
    method: 'post',
    url: UPLOAD_PATH,
    params: { route: purpose.route, code: purpose.code },
    data: form,
    timeout: LONG_TIMEOUT,
    withXAuthorization: true,
  });
  const uploaded = Array.isArray(files) ? files[0] : undefined;
  if (!uploaded) {
    // Code 0 without a file description: the server broke the contract of §7.3.
    feedback().error(MSG_SERVER_ERROR, ERROR_MESSAGE_SECONDS);
    throw new HttpError({ message: MSG_SERVER_ERROR, code: 0, status: 200, body: files });
  }
  return uploaded;
}
