// Every family that maps to a customs message, on demo data: the portal's demo seed writes bills
// of every such family into the test database (SQLite, or PostgreSQL with TEST_DATABASE=postgres),
// each bill is read back, built into its message and validated against the official XSD by the
// project's validator. Every message must validate; valid/total is printed per family. A message
// whose XSD requires ds:Signature (CEB621, CEB623, CEB625, CEB711) is validated once signed with
// the signing module's test certificate, as it would leave; the others as built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { dynamicDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { findLines } from '../../bills/find-bill.ts';
import { loadSeedableFamilies, seedDemoBills } from '../../bills/seed/seed-demo-bills.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../bills/settings.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { loadSeedData } from '../../seed/seed-data.ts';
import { messageLayout } from '../sign/signature-placement.ts';
import { signWithCredentials } from '../sign/software-signer.ts';
import { testCredentials } from '../sign/spec-fixtures.ts';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { billGuid } from './bill-guid.ts';
import { buildMessage, type FamilyMessage } from './build-message.ts';
import { familyMessageOf, storedBill } from './family-message.ts';
import { readDeclaredMessage } from '../../simulator/counterpart/declared-message.ts';
import { buildReceiptMessage, receiptDefinitionOf } from '../../simulator/counterpart/receipt-message.ts';

const PER_FAMILY = 25;
const NOW = new Date(Date.UTC(2025, 5, 1, 4, 30, 15, 250));

let database: TestDatabase;
let companyCode: string;
const mapped: Array<{ family: BillFamily; message: FamilyMessage }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const data = await loadSeedData();
  await seedDatabase(database.db, data);
  companyCode = data.demo.company.code;
  for (const family of loadSeedableFamilies(DEFAULT_BILL_SCHEMA_DIR)) {
    const message = familyMessageOf(family);
    if (message) mapped.push({ family, message });
  }
  await seedDemoBills(database.db, {
    schemaDir: DEFAULT_BILL_SCHEMA_DIR,
    company: data.demo.company,
    perFamily: PER_FAMILY,
    families: mapped.map(({ family }) => family.id),
    now: NOW.getTime(),
  });
});
afterAll(async () => database?.dispose());

interface FamilyResult {
  family: string;
  root: string;
  valid: number;
  total: number;
  /** The simulated customs' receipts answering the valid messages (families whose receipt the portal reads). */
  receipts: { valid: number; total: number };
  problems: string[];
}

/**
 * The simulated customs' answer to the message: one receipt element per status of the official
 * path (and a return), built by the far-side simulator, must validate against the XSD too.
 */
function checkReceipt(family: BillFamily, xml: string, result: FamilyResult): void {
  const definition = receiptDefinitionOf(family);
  if (!definition) return;
  result.receipts.total += 1;
  const statuses = ['2', '3', '120', '399', '800', '100', '-1004'].map((status, index) => ({ status, info: `回执 ${status}`, at: NOW.getTime() + index }));
  const receipt = buildReceiptMessage(definition, readDeclaredMessage(xml), statuses, billGuid('EVERY-FAMILY-RECEIPT', 1));
  const problems = validateCebXml(receipt);
  if (problems.length === 0) result.receipts.valid += 1;
  else if (result.problems.length < 5) result.problems.push(`${definition.message}: ${problems.map((problem) => problem.message).join(' | ')}`);
}

async function checkFamily(family: BillFamily, message: FamilyMessage): Promise<FamilyResult> {
  const heads = await dynamicDb(database.db).selectFrom(family.headTable).selectAll().where('company_code', '=', companyCode).orderBy('id').execute();
  const lines = await findLines(
    database.db,
    family,
    heads.map((head) => Number(head.id)),
  );
  const result: FamilyResult = { family: family.id, root: message.mapping.root, valid: 0, total: heads.length, receipts: { valid: 0, total: 0 }, problems: [] };
  for (const head of heads) {
    const bill = storedBill(
      family,
      head,
      lines.filter((line) => Number(line.head_id) === Number(head.id)),
    );
    const guid = billGuid('EVERY-FAMILY-MESSAGE', Number(head.id));
    const built = buildMessage(message, [bill], { guid, now: NOW });
    const xml = messageLayout(message.mapping.root)?.signatureRequired ? signWithCredentials(built, testCredentials('SM2-SM3').credentials).xml : built;
    const problems = validateCebXml(xml);
    if (problems.length === 0) {
      result.valid += 1;
      checkReceipt(family, xml, result);
    } else if (result.problems.length < 5) result.problems.push(`#${String(head.id)}: ${problems.map((problem) => problem.message).join(' | ')}`);
  }
  return result;
}

describe('every family that maps to a customs message', () => {
  it('builds a message that validates against the official XSD for every demo bill', async () => {
    expect(mapped.length).toBeGreaterThanOrEqual(20);
    const results: FamilyResult[] = [];
    for (const { family, message } of mapped) results.push(await checkFamily(family, message));
    const report = results.map(
      (r) =>
        `${r.family.padEnd(36)} ${r.root.padEnd(14)} ${r.valid}/${r.total}  回执 ${r.receipts.total > 0 ? `${r.receipts.valid}/${r.receipts.total}` : '—'}${r.problems.length ? `\n    ${r.problems.join('\n    ')}` : ''}`,
    );
    console.log(`valid/total per family (message, simulated receipt):\n${report.join('\n')}`);
    for (const result of results) {
      expect(result.total, `${result.family}: demo bills`).toBeGreaterThan(0);
      expect(result.problems, `${result.family}: ${result.valid}/${result.total} valid`).toEqual([]);
      expect(result.valid).toBe(result.total);
      expect(result.receipts.valid).toBe(result.receipts.total);
    }
  });
});
