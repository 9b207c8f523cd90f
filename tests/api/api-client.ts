// A tiny fetch client that talks to a test server the way the browser does: envelopes,
// { data } bodies, bearer tokens, and passwords RSA-OAEP/SHA-256 encrypted + base64 +
// URL-encoded with the server's published key.
import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';

/**
 * What the server sent as `data` when a test does not say: the assertions are the check, so the
 * tests read into it freely, as into JSON.parse's answer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's data is any JSON until a test names its type
export type AnyData = any;

export interface ApiResponse<T = AnyData> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: T };
  text: string;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is, instead of JSON.stringify({ data }). */
  rawBody?: string;
}

export class ApiClient {
  private publicKey: string | null = null;

  constructor(
    readonly baseUrl: string,
    readonly captchaText: string,
  ) {}

  async request<T = AnyData>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload });
    const text = await response.text();
    let parsed: ApiResponse<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: Number.NaN, message: text, data: undefined as T };
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get<T = AnyData>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }

  /** POST with the protocol's { data } wrapper. */
  post<T = AnyData>(path: string, data: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { data }, options);
  }

  async encryptPassword(plain: string): Promise<string> {
    if (!this.publicKey) {
      const answer = await this.get<{ publicKey: string }>('/api/auth/public_key');
      this.publicKey = answer.body.data.publicKey;
    }
    const key = createPublicKey({ key: Buffer.from(this.publicKey, 'base64'), format: 'der', type: 'spki' });
    const cipher = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8'));
    return encodeURIComponent(cipher.toString('base64'));
  }

  /** Asks the server for a captcha and answers its id (the text is the test captcha). */
  async newCaptcha(): Promise<string> {
    const captchaId = randomUUID();
    const answer = await this.get(`/api/enterprise/kaptcha/defaultKaptcha?captchaId=${captchaId}`);
    if (answer.status !== 200) throw new Error(`captcha failed: ${answer.text}`);
    return captchaId;
  }

  async login(username: string, password: string, captcha: { id?: string; text?: string } = {}) {
    const captchaId = captcha.id ?? (await this.newCaptcha());
    const text = captcha.text ?? this.captchaText;
    const query = `captcha=${encodeURIComponent(text)}&captchaId=${encodeURIComponent(captchaId)}`;
    return this.post(`/api/auth/login?${query}`, { username, password: await this.encryptPassword(password), tag: 'admin' });
  }

  /** Logs in and answers the session; throws when the login does not succeed. */
  async session(username: string, password: string): Promise<{ token: string; refreshToken: string; userInfo: AnyData; modules: AnyData[] }> {
    const answer = await this.login(username, password);
    if (answer.body.code !== 0) throw new Error(`login of ${username} failed: ${answer.text}`);
    return answer.body.data;
  }
}
