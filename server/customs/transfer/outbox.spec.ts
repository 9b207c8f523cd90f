// The outbox as the e-port transfer client sees it: a message appears as `<copMsgId>.xml` whole or
// not at all, its copy stays in `sent`, an envelope the XSD refuses is never written, and a file a
// writer left half done (killed before its rename) is never taken by a reader.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { TEMPORARY_FOLDER, moveWithoutOverwrite, writeFileAtomically } from './atomic-file.ts';
import { unwrapDxpMsg } from './envelope.ts';
import { isInboxFileName } from './inbox.ts';
import { EnvelopeRefused, writeOutboxMessage } from './outbox.ts';
import { transferFolders, type TransferFolders } from './transfer-folders.ts';

const sampleMessage = readFileSync(new URL('../../../schemas/reference/ceb-202205/samples/export/CEB604Message.xml', import.meta.url));
const info = {
  copMsgId: '0D3C6B8E-2F4A-4D7B-9E51-6A2C1B0F9E33',
  senderId: 'DXPENT0000011351',
  receiverIds: ['DXPEDCCEB0000003'],
  msgType: 'CEB604Message',
  createdAt: Date.parse('2024-06-15T02:03:04Z'),
};

let base: string;
let folders: TransferFolders;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  folders = transferFolders({ outboxDir: join(base, 'outbox'), inboxDir: join(base, 'inbox') });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Regular files a folder lists (what a transfer client taking files sees). */
const files = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('writeOutboxMessage', () => {
  it('writes <copMsgId>.xml into the outbox and the same file into sent beside it, leaving no temporary file in view', async () => {
    const written = await writeOutboxMessage(folders, sampleMessage, info);
    expect(folders.sent).toBe(join(base, 'sent'));
    expect(files(folders.outbox)).toEqual([`${info.copMsgId}.xml`]);
    expect(files(folders.sent)).toEqual([`${info.copMsgId}.xml`]);
    expect(readFileSync(written.outboxFile, 'utf8')).toBe(written.envelope);
    expect(readFileSync(written.sentFile, 'utf8')).toBe(written.envelope);
    expect(unwrapDxpMsg(readFileSync(written.outboxFile)).messageBytes.equals(sampleMessage)).toBe(true);
    // The temporary folder is empty: every write ended in its rename.
    expect(readdirSync(join(folders.outbox, TEMPORARY_FOLDER))).toEqual([]);
  });

  it('keeps the sent copy when the transfer client takes the outbox file', async () => {
    const written = await writeOutboxMessage(folders, sampleMessage, info);
    rmSync(written.outboxFile);
    expect(readFileSync(written.sentFile, 'utf8')).toBe(written.envelope);
  });

  it('writes nothing for an envelope the XSD refuses or a CopMsgId that is no file name', async () => {
    await expect(writeOutboxMessage(folders, sampleMessage, { ...info, senderId: 'S'.repeat(17) })).rejects.toThrow(EnvelopeRefused);
    await expect(writeOutboxMessage(folders, sampleMessage, { ...info, senderId: 'S'.repeat(17) })).rejects.toThrow(/终端节点报文 XSD：.*SenderId/);
    await expect(writeOutboxMessage(folders, sampleMessage, { ...info, copMsgId: '../escape' })).rejects.toThrow('CopMsgId 只能由字母');
    mkdirSync(folders.outbox, { recursive: true });
    expect(files(folders.outbox)).toEqual([]);
  });
});

describe('atomic files', () => {
  it('a file written halfway (temporary name, no rename) is not one a reader takes', async () => {
    // What a writer killed before its rename leaves: the partial bytes under the temporary folder.
    mkdirSync(join(folders.inbox, TEMPORARY_FOLDER), { recursive: true });
    writeFileSync(join(folders.inbox, TEMPORARY_FOLDER, 'half.xml.1234-abcdef'), '<dxp:DxpMsg');
    expect(files(folders.inbox)).toEqual([]);
    // Names a reader never takes, whatever they hold.
    expect(isInboxFileName('.half.xml.tmp')).toBe(false);
    expect(isInboxFileName('half.xml.tmp')).toBe(false);
    expect(isInboxFileName('.hidden.xml')).toBe(false);
    expect(isInboxFileName('C7E1D9B2.xml')).toBe(true);
    expect(isInboxFileName('RECEIPT.XML')).toBe(true);
  });

  it('replaces a file of the same name by a whole new one', async () => {
    await writeFileAtomically(base, 'a.xml', 'first');
    await writeFileAtomically(base, 'a.xml', 'second');
    expect(readFileSync(join(base, 'a.xml'), 'utf8')).toBe('second');
  });

  it('moves without ever replacing a file: a taken name gets a numbered one', async () => {
    mkdirSync(join(base, 'to'));
    writeFileSync(join(base, 'to', 'r.xml'), 'earlier');
    writeFileSync(join(base, 'r.xml'), 'later');
    expect(await moveWithoutOverwrite(join(base, 'r.xml'), join(base, 'to'), 'r.xml')).toBe('r.1.xml');
    expect(readFileSync(join(base, 'to', 'r.xml'), 'utf8')).toBe('earlier');
    expect(readFileSync(join(base, 'to', 'r.1.xml'), 'utf8')).toBe('later');
    expect(files(base)).toEqual([]);
  });
});

describe('transfer folder settings', () => {
  it('default to data/customs beside a SQLite database, or under the working folder with PostgreSQL', () => {
    const sqlite = loadConfig({ DATABASE_URL: '/srv/portal/data/portal.sqlite' });
    expect([sqlite.outboxDir, sqlite.inboxDir]).toEqual(['/srv/portal/data/customs/outbox', '/srv/portal/data/customs/inbox']);
    expect(transferFolders(sqlite)).toEqual({
      outbox: '/srv/portal/data/customs/outbox',
      sent: '/srv/portal/data/customs/sent',
      inbox: '/srv/portal/data/customs/inbox',
      processing: '/srv/portal/data/customs/processing',
      processed: '/srv/portal/data/customs/processed',
      quarantine: '/srv/portal/data/customs/quarantine',
    });
    const postgres = loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' });
    expect(postgres.outboxDir).toBe(resolve('data/customs/outbox'));
  });

  it('are PORTAL_OUTBOX_DIR and PORTAL_INBOX_DIR when set, their siblings beside them', () => {
    const config = loadConfig({ PORTAL_OUTBOX_DIR: '/eport/ceb/out', PORTAL_INBOX_DIR: '/eport/ceb/in' });
    expect(transferFolders(config)).toMatchObject({
      outbox: '/eport/ceb/out',
      sent: '/eport/ceb/sent',
      inbox: '/eport/ceb/in',
      quarantine: '/eport/ceb/quarantine',
    });
  });
});
