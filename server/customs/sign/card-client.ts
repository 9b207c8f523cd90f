// The e-port card client ("客户端控件") on the operator's machine: a local WebSocket service
// (ws://127.0.0.1:61232 by default) that signs with the card or key in the reader. Requests are
// JSON { _method, _id, args }; answers { _id, _method, _status, _args: { Result, Data, Error } }.
// Methods used: cus-sec_SpcGetSignCertAsPEM (the signing certificate, base64) and
// cus-sec_SpcSignDataAsPEM (args inData, passwd → Data [signature base64, certificate number]).
import WebSocket from 'ws';
import type { CardClientSettings } from './sign-settings.ts';
import { SignError } from './signer.ts';

interface CardAnswer {
  _id?: unknown;
  _args?: { Result?: unknown; Data?: unknown; Error?: unknown };
}

export const CARD_METHODS = {
  signCertificate: 'cus-sec_SpcGetSignCertAsPEM',
  signData: 'cus-sec_SpcSignDataAsPEM',
} as const;

let nextId = 1;

/** One connection to the card client, for the few calls of one signature. */
export class CardSession {
  readonly #socket: WebSocket;
  readonly #opened: Promise<void>;
  readonly #settings: CardClientSettings;
  readonly #waiting = new Map<number, { resolve: (data: string[]) => void; reject: (error: Error) => void }>();
  #failure: SignError | null = null;

  private constructor(settings: CardClientSettings) {
    this.#settings = settings;
    this.#socket = new WebSocket(settings.url, { handshakeTimeout: settings.timeoutMs });
    this.#opened = new Promise((resolve, reject) => {
      this.#socket.once('open', () => resolve());
      this.#socket.once('error', (error) => reject(this.#fail(this.#unreachable(error))));
    });
    this.#opened.catch(() => undefined);
    this.#socket.on('message', (data) => this.#answer(String(data)));
    this.#socket.on('close', () => this.#fail(new SignError('电子口岸卡客户端关闭了连接，签名未完成')));
    this.#socket.on('error', (error) => this.#fail(this.#unreachable(error)));
  }

  static async open(settings: CardClientSettings): Promise<CardSession> {
    const session = new CardSession(settings);
    try {
      await session.#withTimeout(session.#opened);
    } catch (error) {
      session.close();
      throw error;
    }
    return session;
  }

  #unreachable(error: Error): SignError {
    return new SignError(`无法连接电子口岸卡客户端（${this.#settings.url}）：请确认读卡器已插卡、客户端控件已启动（${error.message}）`);
  }

  #fail(error: SignError): SignError {
    this.#failure ??= error;
    for (const waiter of this.#waiting.values()) waiter.reject(this.#failure);
    this.#waiting.clear();
    return this.#failure;
  }

  #answer(text: string): void {
    let answer: CardAnswer;
    try {
      answer = JSON.parse(text) as CardAnswer;
    } catch {
      return; // Not an answer of ours (the client also sends notices); ignore it.
    }
    const waiter = typeof answer._id === 'number' ? this.#waiting.get(answer._id) : undefined;
    if (!waiter) return;
    this.#waiting.delete(answer._id as number);
    const args = answer._args ?? {};
    const data = Array.isArray(args.Data) ? args.Data.map(String) : [];
    if (args.Result === true && data.length > 0) {
      waiter.resolve(data);
      return;
    }
    const errors = Array.isArray(args.Error) ? args.Error.map(String).filter((line) => !/^Err:/.test(line)) : [];
    waiter.reject(new SignError(`电子口岸卡拒绝签名：${errors.join('；') || '未说明原因'}（请检查卡口令和读卡器）`));
  }

  #withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(this.#fail(new SignError(`电子口岸卡客户端 ${this.#settings.timeoutMs / 1000} 秒内没有应答：请确认客户端控件正常运行、卡未被其他程序占用`)));
      }, this.#settings.timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /** Calls one method; resolves with `_args.Data`, rejects with a Chinese SignError. */
  call(method: string, args: Record<string, unknown>): Promise<string[]> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = nextId++;
    if (nextId > 0x7fffffff) nextId = 1;
    const answered = new Promise<string[]>((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
    this.#socket.send(JSON.stringify({ _method: method, _id: id, args }));
    return this.#withTimeout(answered);
  }

  close(): void {
    this.#failure ??= new SignError('电子口岸卡连接已关闭');
    // terminate, not close: nothing is left to say, and it also ends a handshake still under way.
    this.#socket.terminate();
  }
}
