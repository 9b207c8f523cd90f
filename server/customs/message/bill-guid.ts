// The guid of a bill's block in a message (OrderHead.guid…): 36 characters, upper case, as the
// XSD asks. It is derived from the message's guid and the bill's place in the message, so the
// caller that keeps the message guid also knows each bill's guid (a receipt names it) without
// the builder handing back more than the XML. Laid out as a name-based (version 5) UUID.
import { createHash } from 'node:crypto';

export function billGuid(messageGuid: string, position: number): string {
  const bytes = createHash('sha1').update(`${messageGuid.toUpperCase()}/${position}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new message guid: a random UUID in upper case, as the samples write it. */
export function newMessageGuid(): string {
  return crypto.randomUUID().toUpperCase();
}
