// Generated files are reused when identical (issue 22 point 5, docs/security.md "Generated files"):
// stored_file.content_hash is the SHA-256 (hex) of a generated file's bytes (exports, templates,
// the agreement), so that asking again for an identical file answers a fresh link to the stored
// one instead of a new row. Null for uploads, documents and files stored before this migration
// (they are never reused). The index serves the lookup: company, then hash.
import type { UntypedDb } from '../untyped.ts';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('stored_file').addColumn('content_hash', 'varchar(64)').execute();
  await db.schema.createIndex('stored_file_hash_idx').on('stored_file').columns(['company_code', 'content_hash']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropIndex('stored_file_hash_idx').execute();
  await db.schema.alterTable('stored_file').dropColumn('content_hash').execute();
}
