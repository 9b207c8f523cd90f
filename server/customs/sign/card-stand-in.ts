// A stand-in for the e-port card client, for tests and development without a card reader: a
// WebSocket server speaking the card client's JSON, signing with a test SM2 key through
// sm-crypto (an implementation independent of the portal's signer), DER-encoded as a card may.
// Behaviours: 'sign' (a working card), 'wrong-pin', 'no-card' and 'silent' (never answers).
import type { AddressInfo } from 'node:net';
import { sm2 as smCrypto } from 'sm-crypto';
import { WebSocketServer } from 'ws';
import { CARD_METHODS } from './card-client.ts';
import { sm2KeyPairOf } from './sm2.ts';
import type { TestCertificate } from './test-certificate.ts';

export type CardBehaviour = 'sign' | 'wrong-pin' | 'no-card' | 'silent';

export interface CardStandIn {
  url: string;
  pin: string;
  certificateNo: string;
  behaviour: CardBehaviour;
  /** Requests received, for tests that look at what the portal asked. */
  requests: { _method: string; _id: number; args: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startCardStandIn(certificate: TestCertificate, pin = '88888888'): Promise<CardStandIn> {
  if (certificate.algorithm !== 'SM2-SM3') throw new Error('the card stand-in holds an SM2 certificate');
  const pair = sm2KeyPairOf(certificate.privateKey);
  const privateHex = pair.privateKey.toString(16).padStart(64, '0');
  const publicHex = pair.publicKey.toString('hex');
  const certificateBase64 = certificate.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const standIn: CardStandIn = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pin,
    certificateNo: '0000000000012345',
    behaviour: 'sign',
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
  const answer = (id: number, method: string, result: boolean, data: string[], error: string[] = []) =>
    JSON.stringify({ _id: id, _method: method, _status: '00', _args: { Result: result, Data: data, Error: error } });

  server.on('connection', (socket) => {
    // The real client greets every connection; the portal must ignore what it did not ask for.
    socket.send(JSON.stringify({ _method: 'open', _status: '00', _args: { Result: true, Data: [], Error: [] } }));
    socket.on('message', (raw) => {
      const request = JSON.parse(String(raw)) as CardStandIn['requests'][number];
      standIn.requests.push(request);
      const { _method: method, _id: id, args } = request;
      if (standIn.behaviour === 'silent') return;
      if (standIn.behaviour === 'no-card') {
        socket.send(answer(id, method, false, [], ['[读卡器底层库]打开读卡器失败：错误码=50200', 'Err:Custom50200']));
        return;
      }
      if (method === CARD_METHODS.signCertificate) {
        socket.send(answer(id, method, true, [certificateBase64]));
      } else if (method === CARD_METHODS.signData) {
        if (standIn.behaviour === 'wrong-pin' || args.passwd !== standIn.pin) {
          socket.send(answer(id, method, false, [], ['卡口令不正确，还可以重试 9 次', 'Err:Custom10002']));
          return;
        }
        const der = smCrypto.doSignature(String(args.inData), privateHex, { der: true, hash: true, publicKey: publicHex });
        socket.send(answer(id, method, true, [Buffer.from(der, 'hex').toString('base64'), standIn.certificateNo]));
      } else {
        socket.send(answer(id, method, false, [], [`不支持的方法 ${method}`]));
      }
    });
  });
  return standIn;
}
