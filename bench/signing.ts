// Signatures per second of the software signer (issue 24), SM2-SM3 and RSA-SHA1, on an official
// sample without its signature, beside the bare key operation on the same SignedInfo (the floor)
// and our verification:  npx tsx bench/signing.ts
import { loadavg } from 'node:os';
import { signWithCredentials } from '../server/customs/sign/software-signer.ts';
import { testCredentials, unsignedSample } from '../server/customs/sign/spec-fixtures.ts';
import { verifySignedMessage } from '../server/customs/sign/verify-signed-message.ts';
import type { SignatureAlgorithm } from '../server/customs/sign/algorithms.ts';

function perSecond(work: () => void, seconds = 2): number {
  for (let i = 0; i < 20; i++) work();
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < seconds * 1000) {
    work();
    count++;
  }
  return (count * 1000) / (performance.now() - start);
}

console.log(`load average ${loadavg()[0]!.toFixed(2)} (figures on a busy machine are lower)`);
for (const sample of ['import/CEB311Message.xml', 'export/CEB701Message.xml']) {
  const message = unsignedSample(sample);
  console.log(`message: ${sample} without its signature, ${Buffer.byteLength(message)} bytes`);
  for (const algorithm of ['SM2-SM3', 'RSA-SHA1'] as SignatureAlgorithm[]) {
    const { credentials } = testCredentials(algorithm);
    const signed = signWithCredentials(message, credentials).xml;
    const signedInfo = Buffer.from(/<ds:SignedInfo>[\s\S]*<\/ds:SignedInfo>/.exec(signed)![0]);
    const sign = perSecond(() => signWithCredentials(message, credentials));
    const keyOnly = perSecond(() => credentials.sign(signedInfo));
    const verify = perSecond(() => verifySignedMessage(signed));
    console.log(
      `  ${algorithm.padEnd(8)}  signed messages/s ${sign.toFixed(0).padStart(6)}   key operation alone/s ${keyOnly.toFixed(0).padStart(6)}` +
        `   (signing costs ${(keyOnly / sign).toFixed(1)}× the key operation)   verified messages/s ${verify.toFixed(0).padStart(6)}`,
    );
  }
}
