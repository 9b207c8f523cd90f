import { describe, expect, it } from 'vitest';
import { MSG_CALLBACK_URL_INVALID, MSG_CALLBACK_URL_PRIVATE } from '#core/open-api.ts';
import { checkCallbackUrl } from './callback-url.ts';
import { retryDelay } from './deliver-callbacks.ts';

describe('a callback address', () => {
  it('is a whole https address', () => {
    expect(checkCallbackUrl(' https://erp.example.com/hooks/customs?x=1 ', false)).toEqual({ url: 'https://erp.example.com/hooks/customs?x=1' });
    for (const text of [
      'http://erp.example.com/x',
      'erp.example.com/x',
      'https://user:pw@erp.example.com/',
      'ftp://erp.example.com/',
      'https://erp.example.com/#frag',
    ])
      expect(checkCallbackUrl(text, false)).toEqual({ refused: MSG_CALLBACK_URL_INVALID });
  });

  it("is not the portal's own machine or network, unless http is allowed (a local receiver)", () => {
    for (const host of ['localhost', '127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.9', '169.254.169.254', '[::1]', '[fd00::1]'])
      expect(checkCallbackUrl(`https://${host}/hook`, false)).toEqual({ refused: MSG_CALLBACK_URL_PRIVATE });
    expect(checkCallbackUrl('https://172.32.0.1/hook', false)).toEqual({ url: 'https://172.32.0.1/hook' });
    expect(checkCallbackUrl('http://127.0.0.1:8080/hook', true)).toEqual({ url: 'http://127.0.0.1:8080/hook' });
  });
});

describe('the wait between tries', () => {
  it('doubles from the base up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(5000, attempts))).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelay(5000, 30)).toBe(3_600_000);
  });
});
