// News and notices (bill-families-and-screens.md §3.7; docs/content.md), published by the
// operator for every signed-in user (not scoped to a company):
// - content_item: type NEWS or NOTICE, title, content (HTML, stored sanitised), excerpt (its
//   plain text, cut), cover_file_id (a stored_file of the content owner, a JPEG or PNG), times
//   yyyy-MM-dd HH:mm:ss in China time.
// - content_file: the item's attachments in order, each a stored_file with the name it shows.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('content_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(300)', (c) => c.notNull())
    .addColumn('cover_file_id', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_item_type_idx').on('content_item').columns(['type', 'update_time']).execute();
  await db.schema
    .createTable('content_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('content_item.id').onDelete('cascade'))
    .addColumn('file_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_file_item_idx').on('content_file').columns(['item_id', 'sort_no']).execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('content_file').execute();
  await db.schema.dropTable('content_item').execute();
}
