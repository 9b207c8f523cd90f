// The zip container of an .xlsx, read with every size bounded (docs/security.md): the central
// directory is parsed by hand (so nothing is inflated that we do not ask for), and an entry is
// inflated in small steps whose output is counted, so a "zip bomb" — 861 KB that unpacks to
// 246 MB — is stopped after the first MB over the limit instead of after filling the memory.
// Deflate and stored entries only; encrypted entries and Zip64 are refused.
import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  dataOffset: number;
}

/** Thrown when a file is no readable zip, or breaks a limit. */
export class ZipRefusal extends Error {
  override name = 'ZipRefusal';
  constructor(
    readonly reason: 'notZip' | 'tooLarge',
    message: string = reason,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 10_000;
/** Compressed bytes handed to the inflater per step: at most ~1 MB of output each. */
const STEP = 1024;

function view(content: Uint8Array): DataView {
  return new DataView(content.buffer, content.byteOffset, content.byteLength);
}

function findEndOfDirectory(data: DataView): number {
  const last = data.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at -= 1) if (data.getUint32(at, true) === EOCD) return at;
  throw new ZipRefusal('notZip');
}

/** The entries of the central directory, by name. */
export function zipEntries(content: Uint8Array): Map<string, ZipEntry> {
  if (content.byteLength < 22) throw new ZipRefusal('notZip');
  const data = view(content);
  const end = findEndOfDirectory(data);
  const count = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  if (count > MAX_ENTRIES || at === 0xffffffff) throw new ZipRefusal('notZip');
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.byteLength || data.getUint32(at, true) !== CENTRAL) throw new ZipRefusal('notZip');
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const compressedSize = data.getUint32(at + 20, true);
    const declaredSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localOffset = data.getUint32(at + 42, true);
    const name = decoder.decode(content.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    // Encrypted, Zip64 or an unknown method: not something a spreadsheet program writes for us.
    if (flags & 1 || compressedSize === 0xffffffff || declaredSize === 0xffffffff || (method !== 0 && method !== 8)) continue;
    if (localOffset + 30 > data.byteLength || data.getUint32(localOffset, true) !== LOCAL) throw new ZipRefusal('notZip');
    const dataOffset = localOffset + 30 + data.getUint16(localOffset + 26, true) + data.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > data.byteLength) throw new ZipRefusal('notZip');
    entries.set(name, { name, method, compressedSize, declaredSize, dataOffset });
  }
  return entries;
}

/** Counts what all entries of one file unpack to, and stops at the limit. */
export class UnpackBudget {
  used = 0;
  constructor(readonly limit: number) {}

  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new ZipRefusal('tooLarge');
  }
}

/**
 * Inflates an entry in small steps, handing each piece of output to `onData` after counting it
 * against the budget; throws ZipRefusal('tooLarge') as soon as the budget is spent.
 */
export function unpackEntry(content: Uint8Array, entry: ZipEntry, budget: UnpackBudget, onData: (chunk: Uint8Array) => void): void {
  const compressed = content.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    for (let at = 0; at < compressed.length; at += 64 * STEP) {
      const chunk = compressed.subarray(at, at + 64 * STEP);
      budget.spend(chunk.length);
      onData(chunk);
    }
    return;
  }
  let failure: unknown = null;
  const inflater = new Inflate((chunk) => {
    if (failure) return;
    try {
      budget.spend(chunk.length);
      onData(chunk);
    } catch (error) {
      failure = error;
    }
  });
  try {
    for (let at = 0; at < compressed.length && !failure; at += STEP) {
      inflater.push(compressed.subarray(at, at + STEP), at + STEP >= compressed.length);
    }
  } catch (error) {
    throw failure ?? new ZipRefusal('notZip', String(error));
  }
  if (failure) throw failure;
}

/**
 * The longest run of characters between two tags an entry may hold. No cell holds more than
 * 32,767 characters (Excel's limit); a longer run is padding meant to fill memory (an XML parser
 * keeps a text run whole until the next tag).
 */
export const MAX_TEXT_RUN = 256 * 1024;

/** An entry's XML as text pieces, within the budget and the text-run limit. */
export function streamEntryText(content: Uint8Array, entry: ZipEntry, budget: UnpackBudget, onText: (text: string) => void): void {
  const decoder = new TextDecoder();
  // Characters since the last '<', carried from one piece to the next.
  let run = 0;
  unpackEntry(content, entry, budget, (chunk) => {
    let previous = -1 - run;
    for (let next = chunk.indexOf(0x3c); next >= 0; next = chunk.indexOf(0x3c, next + 1)) {
      if (next - previous - 1 > MAX_TEXT_RUN) throw new ZipRefusal('tooLarge');
      previous = next;
    }
    run = chunk.length - previous - 1;
    if (run > MAX_TEXT_RUN) throw new ZipRefusal('tooLarge');
    onText(decoder.decode(chunk, { stream: true }));
  });
  onText(decoder.decode());
}
