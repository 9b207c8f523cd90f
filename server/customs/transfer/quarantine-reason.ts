// Why an inbox file was not applied. The reader moves such a file to `quarantine` with the reason,
// in Chinese, in a text file beside it, and changes nothing else. The kind lets callers and tests
// tell the cases apart without reading the sentence.
export type QuarantineKind =
  /** Not XML, not an envelope, or against the XSD (envelope or business message). */
  | 'malformed'
  /** A message the portal does not take from customs, or an envelope MsgType that is not its message. */
  | 'unknownType'
  /** No portal company is named by the receipt. */
  | 'unknownCompany'
  /** No bill (or no declared bill) matches the receipt. */
  | 'unknownBill'
  /** More than one bill matches the receipt. */
  | 'ambiguousBill'
  /** A message of this guid was applied already. */
  | 'duplicate'
  /** Older than the receipt the bill already has. */
  | 'older';

export class QuarantineReason extends Error {
  override name = 'QuarantineReason';
  constructor(
    readonly kind: QuarantineKind,
    message: string,
  ) {
    super(message);
  }
}
