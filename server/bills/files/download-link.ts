// Stores a generated file (or finds the identical one stored already, generated-files.ts) and
// answers the { downloadUri } the client opens: a link signed for the caller's session.
import type { BillEngine } from '../engine.ts';
import type { Caller } from '../../routes/caller.ts';
import { fileUri } from './file-store.ts';
import { storeGeneratedFile, type GeneratedKind } from './generated-files.ts';
import { linkSession, signFileLink } from './signed-link.ts';

export async function downloadAnswer(engine: BillEngine, caller: Caller, kind: GeneratedKind, name: string, content: Buffer) {
  const file = { companyCode: caller.companyCode, userId: caller.userId, kind, name, content };
  const id = await storeGeneratedFile(engine.db, engine.files, engine.generatedFiles, file);
  const token = await signFileLink(engine.signingKey, id, caller.companyCode, linkSession(caller));
  return { downloadUri: `${fileUri(id)}?token=${encodeURIComponent(token)}` };
}
