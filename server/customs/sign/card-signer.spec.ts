// Signing with the e-port card client, against a stand-in WebSocket server that signs with a test
// SM2 key through sm-crypto: the signature verifies, and a card that refuses (wrong PIN, no card),
// does not answer, or is not there gives a Chinese error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { CardSigner } from './card-signer.ts';
import { startCardStandIn, type CardStandIn } from './card-stand-in.ts';
import type { CardClientSettings } from './sign-settings.ts';
import { SignError } from './signer.ts';
import { testCredentials, unsignedSample } from './spec-fixtures.ts';
import { verifySignedMessage } from './verify-signed-message.ts';

let card: CardStandIn;
const unsigned = unsignedSample('import/CEB621Message.xml');

function signerFor(overrides: Partial<CardClientSettings> = {}): CardSigner {
  return new CardSigner({ url: card.url, pin: card.pin, timeoutMs: 5_000, ...overrides });
}

beforeAll(async () => {
  card = await startCardStandIn(testCredentials('SM2-SM3').certificate);
});

afterAll(async () => {
  await card.close();
});

describe('CardSigner', () => {
  it('asks the card for its certificate and a signature of the canonical SignedInfo, and assembles a valid signature', async () => {
    card.behaviour = 'sign';
    card.requests.length = 0;
    const signed = await signerFor().sign(unsigned, { companyCode: '1105910159' });
    expect(signed).toMatchObject({ algorithm: 'SM2-SM3', certificateNo: card.certificateNo });
    expect(signed.xml).toContain(`<ds:KeyName>${card.certificateNo}</ds:KeyName>`);
    expect(card.requests.map((request) => request._method)).toEqual(['cus-sec_SpcGetSignCertAsPEM', 'cus-sec_SpcSignDataAsPEM']);
    expect(card.requests[1]!.args).toMatchObject({ passwd: card.pin });
    expect(String(card.requests[1]!.args.inData)).toMatch(/^<ds:SignedInfo xmlns:ceb="http:\/\/www.chinaport.gov.cn\/ceb" xmlns:ds=/);
    expect(verifySignedMessage(signed.xml)).toMatchObject({ valid: true, algorithm: 'SM2-SM3' });
    // CEB621 requires the signature: without it the message is refused, with it it validates.
    expect(validateCebXml(unsigned)).not.toEqual([]);
    expect(validateCebXml(signed.xml)).toEqual([]);
  });

  it('reports a wrong PIN in Chinese', async () => {
    card.behaviour = 'wrong-pin';
    await expect(signerFor().sign(unsigned, { companyCode: '1105910159' })).rejects.toThrow(
      new SignError('电子口岸卡拒绝签名：卡口令不正确，还可以重试 9 次（请检查卡口令和读卡器）'),
    );
  });

  it('reports a missing card in Chinese', async () => {
    card.behaviour = 'no-card';
    await expect(signerFor().sign(unsigned, { companyCode: '1105910159' })).rejects.toThrow(/电子口岸卡拒绝签名：\[读卡器底层库\]打开读卡器失败/);
  });

  it('gives up with a Chinese error when the card client does not answer', async () => {
    card.behaviour = 'silent';
    await expect(signerFor({ timeoutMs: 300 }).sign(unsigned, { companyCode: '1105910159' })).rejects.toThrow(/电子口岸卡客户端 0.3 秒内没有应答/);
  });

  it('says so when no card client listens', async () => {
    await expect(signerFor({ url: 'ws://127.0.0.1:1' }).sign(unsigned, { companyCode: '1105910159' })).rejects.toThrow(
      /无法连接电子口岸卡客户端（ws:\/\/127.0.0.1:1）/,
    );
  });

  it('refuses to sign without a configured PIN', async () => {
    await expect(signerFor({ pin: null }).sign(unsigned, { companyCode: '1105910159' })).rejects.toThrow(
      '未配置电子口岸卡口令（PORTAL_SIGN_CARD_PIN），不能用卡签名',
    );
  });
});
