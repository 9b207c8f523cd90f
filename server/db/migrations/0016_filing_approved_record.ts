// The company's approved record (issue 22 point 4, docs/company-filing.md "The approved record"):
// - company_filing.approved_data / approved_at: the filing's fields as the reviewer last approved
//   them. Everything that uses the company's identity (the session's customs code, new bills'
//   copCode, the agreement, the resource-centre account) reads this, never the working draft, so
//   a saved change of an approved filing has no effect until it is declared and approved.
//   Backfill: a company approved once (an approval record in state 6, as the bill gate counts it)
//   gets its current data, which is what everything read until now.
// - company_identity: the approved values of the form's unique identity fields (the UI file's
//   state.uniqueIdentityFields), one row per field and value, so "is this code already another
//   company's approved identity" is one primary-key read, and two companies can never both hold
//   one. Which fields count is the definition's, not this migration's: the server fills the table
//   at start from approved_data whenever the definition's list differs from the one it was
//   built for (server/company/filing-identity.ts), so the backfill happens there.
// - resource_centre_account.login_name becomes unique. A database where two companies already
//   share one keeps the name for the account created first; the later ones are renamed
//   {name}-{company id} so the index can be built (an operator settles them).
import { sql } from 'kysely';
import type { UntypedDb } from '../untyped.ts';

const APPROVED = '6';

export async function up(db: UntypedDb): Promise<void> {
  await db.schema.alterTable('company_filing').addColumn('approved_data', 'text').execute();
  await db.schema.alterTable('company_filing').addColumn('approved_at', 'bigint').execute();
  await sql`
    update company_filing
    set approved_data = data,
        approved_at = (select max(r.operation_time) from company_approval_record r where r.company_id = company_filing.company_id and r.state = ${APPROVED})
    where exists (select 1 from company_approval_record r where r.company_id = company_filing.company_id and r.state = ${APPROVED})
  `.execute(db);

  await db.schema
    .createTable('company_identity')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('company_identity_pk', ['field', 'value'])
    .execute();
  await db.schema.createIndex('company_identity_company_idx').on('company_identity').column('company_id').execute();

  await sql`
    update resource_centre_account
    set login_name = login_name || '-' || cast(company_id as text)
    where exists (
      select 1 from resource_centre_account earlier
      where earlier.login_name = resource_centre_account.login_name
        and (earlier.created_at < resource_centre_account.created_at
          or (earlier.created_at = resource_centre_account.created_at and earlier.company_id < resource_centre_account.company_id))
    )
  `.execute(db);
  await db.schema.createIndex('resource_centre_account_login_name_idx').on('resource_centre_account').column('login_name').unique().execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropIndex('resource_centre_account_login_name_idx').execute();
  await db.schema.dropTable('company_identity').execute();
  await db.schema.alterTable('company_filing').dropColumn('approved_at').execute();
  await db.schema.alterTable('company_filing').dropColumn('approved_data').execute();
}
