// What a file is, told from its bytes rather than its name (docs/security.md): an upload named
// .xlsx must be an Office Open XML workbook (a zip holding xl/workbook.xml), an .xls an OLE2
// compound file, a .jpg a JPEG, a .png a PNG. Random bytes or an executable renamed to .xlsx are
// none of these.
import { unzipSync } from 'fflate';

export type FileType = 'xlsx' | 'xls' | 'jpeg' | 'png';

/** The extensions a file of each type may carry. */
export const EXTENSIONS: Readonly<Record<FileType, readonly string[]>> = {
  xlsx: ['xlsx'],
  xls: ['xls'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function startsWith(content: Buffer, magic: Buffer): boolean {
  return content.length >= magic.length && content.subarray(0, magic.length).equals(magic);
}

/** The names in a zip's central directory, without inflating anything; null when it is no zip. */
export function zipEntryNames(content: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(content, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function isWorkbook(content: Buffer): boolean {
  if (!startsWith(content, ZIP)) return false;
  const names = zipEntryNames(content);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('xl/workbook.xml');
}

export function sniffFileType(content: Buffer): FileType | null {
  if (isWorkbook(content)) return 'xlsx';
  if (startsWith(content, OLE2)) return 'xls';
  if (startsWith(content, PNG)) return 'png';
  if (startsWith(content, JPEG)) return 'jpeg';
  return null;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the bytes are one of the accepted types and the name carries that type's extension. */
export function contentMatches(fileName: string, content: Buffer, accepted: readonly FileType[]): boolean {
  const type = sniffFileType(content);
  return type !== null && accepted.includes(type) && EXTENSIONS[type].includes(extensionOf(fileName));
}
