// Uploads (§5.1, §7.3).
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from './httpError.ts';
import { getToken, saveTokens } from './session.ts';
import { installFakeApi, ok, recordFeedback, type FakeApi, type FeedbackLog } from '../testing/fakeApi.ts';
import { MSG_INVALID_FILE_NAME } from '#core/messages.ts';
import { isValidUploadName, uploadFile } from './upload.ts';

let api: FakeApi;
let log: FeedbackLog;

beforeEach(() => {
  api = installFakeApi();
  log = recordFeedback();
  saveTokens({ token: 'jwt-1', refreshToken: 'refresh-1' });
  api.on('POST /api/jwt_core/validate', () => ok({ token: 'jwt-2', refreshToken: 'refresh-2' }));
  api.on('POST /api/file/upload', () => ok([{ uri: '/files/2024/订单_01.xlsx', name: '订单_01.xlsx' }]));
});

const excel = (name: string) => new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('isValidUploadName', () => {
  it.each(['订单导入_2024.xlsx', 'Orders01.xls', '清单', 'a_b.xlsx'])('accepts %s', (name) => {
    expect(isValidUploadName(name)).toBe(true);
  });

  it.each(['订单 导入.xlsx', 'orders-01.xlsx', 'a.b.xlsx', '（1）.xls', '.xlsx', ''])('refuses %s', (name) => {
    expect(isValidUploadName(name)).toBe(false);
  });

  it('has the message of §5.1', () => {
    expect(MSG_INVALID_FILE_NAME).toBe('非法文件名，文件名只能包含汉字、英文、数字、下划线');
  });
});

const PURPOSE = { route: '/bill/export/order', code: 'importQuery' };

describe('uploadFile', () => {
  it('validates the token first, then posts multipart with X-Authorization and the long timeout', async () => {
    const uploaded = await uploadFile(excel('订单_01.xlsx'), PURPOSE);
    expect(uploaded).toEqual({ uri: '/files/2024/订单_01.xlsx', name: '订单_01.xlsx' });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/jwt_core/validate', '/api/file/upload']);
    const upload = api.requests[1];
    expect(upload.headers['x-authorization']).toBe('Bearer jwt-2');
    expect(upload.headers.authorization).toBe('Bearer jwt-2');
    expect(upload.timeout).toBe(120000);
    // The page and button the file is for: the server checks the user holds them.
    expect(upload.query).toEqual({ route: '/bill/export/order', code: 'importQuery' });
    expect(upload.body).toBeInstanceOf(FormData);
    const sent = (upload.body as FormData).get('file') as File;
    expect(sent.name).toBe('订单_01.xlsx');
    expect(getToken()).toBe('jwt-2');
  });

  it('refuses an illegal name with the warning and makes no call', async () => {
    await expect(uploadFile(excel('orders-01.xlsx'), PURPOSE)).rejects.toBeInstanceOf(HttpError);
    expect(log.warnings).toEqual([{ text: MSG_INVALID_FILE_NAME, seconds: undefined }]);
    expect(api.requests).toHaveLength(0);
  });

  it('does not upload when the token validation fails', async () => {
    api.on('POST /api/jwt_core/validate', () => 'network-error');
    await expect(uploadFile(excel('订单.xlsx'), PURPOSE)).rejects.toBeInstanceOf(HttpError);
    expect(api.requestsTo('POST /api/file/upload')).toHaveLength(0);
  });
});
