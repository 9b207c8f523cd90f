// A file a worker task made, handed to the request thread: moved (transferred), not copied.
import { Piscina } from 'piscina';

/**
 * The bytes in an ArrayBuffer of their own, which can be moved: a small Buffer may share Node's
 * pool, which must not move, and is copied; a file's Buffer larger than the pool (a workbook
 * from Buffer.concat or exceljs) already owns its memory and is moved as it is, sparing a second
 * copy of the file in the worker (issue 26 point 7).
 */
export function ownBytes(content: Buffer): Uint8Array {
  const whole = content.byteOffset === 0 && content.byteLength === content.buffer.byteLength;
  return whole ? new Uint8Array(content.buffer, 0, content.byteLength) : new Uint8Array(content);
}

/** The file's bytes, marked to be moved to the request thread when the task answers them. */
export function movedBytes(content: Buffer): Uint8Array {
  return Piscina.move(ownBytes(content)) as Uint8Array;
}
