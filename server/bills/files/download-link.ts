// Stores a generated workbook and answers the { downloadUri } the client opens.
import type { BillEngine } from '../engine.ts';
import type { Caller } from '../../routes/caller.ts';
import { fileUri, storeFile } from './file-store.ts';
import { signFileLink } from './signed-link.ts';

export async function downloadAnswer(engine: BillEngine, caller: Caller, kind: 'export' | 'template', name: string, content: Buffer) {
  const id = await storeFile(engine.db, { companyCode: caller.companyCode, userId: caller.userId, kind, name, content }, engine.files);
  const token = await signFileLink(engine.signingKey, id, caller.companyCode);
  return { downloadUri: `${fileUri(id)}?token=${encodeURIComponent(token)}` };
}
