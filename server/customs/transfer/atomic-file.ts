// File moves that a reader on the other side never sees half done. A file is written under a
// temporary name in a hidden `.tmp` folder inside its destination (same filesystem, so the final
// rename is atomic), flushed to disk, then renamed to its name: whoever lists the destination sees
// the whole file or nothing. A process killed before the rename leaves only the temporary file,
// which no reader takes (they list regular files, not folders). Moves never overwrite: a name
// already taken gets a numbered name beside it, so no file is ever replaced.
import { randomBytes } from 'node:crypto';
import { access, link, mkdir, open, rename, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** The hidden folder of temporary files inside a destination folder. */
export const TEMPORARY_FOLDER = '.tmp';

function uniqueSuffix(): string {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

async function syncFolder(folder: string): Promise<void> {
  // The rename is durable only once the folder's entry is on disk; some platforms cannot open a
  // folder for syncing (Windows), where the rename is already as durable as it gets.
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    /* best effort */
  }
}

/** Writes `content` as `folder/name` atomically (temporary file, fsync, rename); replaces an older file of that name. */
export async function writeFileAtomically(folder: string, name: string, content: string | Uint8Array): Promise<string> {
  const temporaryFolder = join(folder, TEMPORARY_FOLDER);
  await mkdir(temporaryFolder, { recursive: true });
  const temporary = join(temporaryFolder, `${name}.${uniqueSuffix()}`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const target = join(folder, name);
  await rename(temporary, target);
  await syncFolder(folder);
  return target;
}

function numbered(name: string, n: number): string {
  if (n === 0) return name;
  const extension = extname(name);
  return `${name.slice(0, name.length - extension.length)}.${n}${extension}`;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Moves `source` into `folder` as `name`, or as `name` numbered (a.1.xml, a.2.xml…) when that is
 * taken: a hard link claims the name atomically without replacing anything, then the source goes.
 * Answers the name it got. Where hard links are not possible, a rename onto a free name.
 */
export async function moveWithoutOverwrite(source: string, folder: string, name: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = numbered(name, n);
    const target = join(folder, candidate);
    try {
      await link(source, target);
    } catch (error) {
      if (code(error) === 'EEXIST') continue;
      if (code(error) === 'EPERM' || code(error) === 'ENOTSUP') return renameOntoFree(source, folder, name);
      throw error;
    }
    // Not synced: a move a crash undoes leaves the file where it was, to be read again, and the
    // message guid keeps it from being applied twice.
    await unlink(source);
    return candidate;
  }
}

async function renameOntoFree(source: string, folder: string, name: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = numbered(name, n);
    try {
      await access(join(folder, candidate));
      continue;
    } catch {
      await rename(source, join(folder, candidate));
      return candidate;
    }
  }
}
