// The one list of migrations, imported statically so that bundling or tsx never depends on
// reading a folder at run time. Later features append their modules here, in order.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { PortalDb } from './connect.ts';
import * as accountsAndSession from './migrations/0001_accounts_and_session.ts';
import * as billEngine from './migrations/0002_bill_engine.ts';
import * as billTableVersion from './migrations/0003_bill_table_version.ts';
import * as security from './migrations/0004_security.ts';
import * as userFunction from './migrations/0005_user_function.ts';
import * as companyFiling from './migrations/0006_company_filing.ts';
import * as resourceCentre from './migrations/0007_resource_centre.ts';
import * as area from './migrations/0008_area.ts';
import * as authCommerce from './migrations/0009_auth_commerce.ts';
import * as settlement from './migrations/0010_settlement.ts';
import * as settlementReadCodes from './migrations/0011_settlement_read_codes.ts';
import * as content from './migrations/0012_content.ts';
import * as statisticsDaily from './migrations/0014_statistics_daily.ts';
import * as subsidy from './migrations/0015_subsidy.ts';
import * as workTicketsAndFeedback from './migrations/0013_work_tickets_and_feedback.ts';
import * as filingApprovedRecord from './migrations/0016_filing_approved_record.ts';
import * as generatedFiles from './migrations/0017_generated_files.ts';
import * as subsidyImportLease from './migrations/0018_subsidy_import_lease.ts';
import * as customsInbox from './migrations/0019_customs_inbox.ts';
import * as customsMessageView from './migrations/0020_customs_message_view.ts';
import * as declareJob from './migrations/0021_declare_job.ts';
import * as formEngine from './migrations/0022_form_engine.ts';
import * as feedbackOnFormEngine from './migrations/0023_feedback_on_form_engine.ts';
import * as apiKey from './migrations/0024_api_key.ts';
import * as apiIdempotency from './migrations/0025_api_idempotency.ts';
import * as apiCallback from './migrations/0026_api_callback.ts';
import * as settlementOpenReads from './migrations/0027_settlement_open_reads.ts';

const migrations: Record<string, Migration> = {
  '0001_accounts_and_session': accountsAndSession,
  '0002_bill_engine': billEngine,
  '0003_bill_table_version': billTableVersion,
  '0004_security': security,
  '0005_user_function': userFunction,
  '0006_company_filing': companyFiling,
  '0007_resource_centre': resourceCentre,
  '0008_area': area,
  '0009_auth_commerce': authCommerce,
  '0010_settlement': settlement,
  '0011_settlement_read_codes': settlementReadCodes,
  '0012_content': content,
  '0014_statistics_daily': statisticsDaily,
  '0015_subsidy': subsidy,
  '0013_work_tickets_and_feedback': workTicketsAndFeedback,
  '0016_filing_approved_record': filingApprovedRecord,
  '0017_generated_files': generatedFiles,
  '0018_subsidy_import_lease': subsidyImportLease,
  '0019_customs_inbox': customsInbox,
  '0020_customs_message_view': customsMessageView,
  '0021_declare_job': declareJob,
  '0022_form_engine': formEngine,
  '0023_feedback_on_form_engine': feedbackOnFormEngine,
  '0024_api_key': apiKey,
  '0025_api_idempotency': apiIdempotency,
  '0026_api_callback': apiCallback,
  '0027_settlement_open_reads': settlementOpenReads,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: PortalDb): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`Database migration failed${where}: ${String(error)}`, { cause: error });
  }
}
