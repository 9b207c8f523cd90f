// The simulated customs issues tax bills (issue 24 point 7), on SQLite and on PostgreSQL with
// TEST_DATABASE=postgres: an import order and its inventory are declared through the API, the
// simulator on the far side of the folders answers the inventory up to 800 放行 and then issues a
// CEB816 电子税单 for it into the inbox (XSD-valid, taxed at the comprehensive rate: duty 0, VAT
// 13 % × 70 % = 9.1 %, excise 0, exact to the fen); the inbox reader makes it the declaring
// company's tax bill, which the 电子税单 list shows — and a tax bill of another company does not
// show there.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToText, parseDecimal, sumDecimalTexts } from '#core/decimal-text.ts';
import { multiplyDecimals, roundDecimal } from '#core/definition/value-relations.ts';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { Random } from '#core/seed/random.ts';
import { buildMessage } from '../../../server/customs/message/build-message.ts';
import { familyMessageOf } from '../../../server/customs/message/family-message.ts';
import { unwrapDxpMsg, wrapDxpMsg } from '../../../server/customs/transfer/envelope.ts';
import { readInboxOnce } from '../../../server/customs/transfer/inbox.ts';
import { validateCebXml } from '../../../server/customs/xsd/ceb-validator.ts';
import { COMPANY, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { billMaker } from './every-family/valid-bill.ts';
import { linksFor } from './linked-bills.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer({ simulatorDelayMs: 0 });
});
afterAll(async () => server?.close());

const family = (id: string): BillFamily => server.app.bills.families.find((candidate) => candidate.id === id)!;

async function maker(target: BillFamily, seed: number) {
  return billMaker({
    family: target,
    company: { code: COMPANY, name: '广州穗通跨境供应链管理有限公司' },
    states: [{ state: '0', name: '暂存' }],
    dictionaries: new Map(
      await Promise.all(
        target.dictionaryCodes.map(
          async (code) =>
            [code, (await server.db.selectFrom('dictionary_item').select('value').where('dic_code', '=', code).execute()).map((row) => row.value)] as const,
        ),
      ),
    ),
    links: null,
    random: new Random(seed),
  });
}

const taxList = (terms: unknown[] = []) =>
  server.post(`${family('import-tax').basePath}/${family('import-tax').definition.ui.api.list}`, { pageIndex: 0, pageSize: 50, terms });

const fen = (value: ReturnType<typeof parseDecimal>) => decimalToText(roundDecimal(value, 2));

describe('the simulated customs issues a tax bill when it releases an import inventory', () => {
  it('declare order + inventory → 放行 → CEB816 in the inbox → the company’s 电子税单, taxed at 9.1 %', async () => {
    const order = family('import-order');
    const orderBody = (await maker(order, 2401))(2401);
    const orderNo = String(orderBody.orderNo);
    const declaredOrder = await server.post(`${order.basePath}/${order.definition.ui.api.saveAndDeclare}`, orderBody);
    expect(declaredOrder.body.code, declaredOrder.text).toBe(0);

    const inventory = family('import-inventory');
    // Its waybill declared first: customs returns an inventory naming a document it has not got.
    const body = { ...(await maker(inventory, 2402))(2402), ...(await linksFor(server, inventory, 2402, { declare: true })).values };
    body.orderNo = orderNo;
    const declared = await server.post(`${inventory.basePath}/${inventory.definition.ui.api.saveAndDeclare}`, body);
    expect(declared.body.code, declared.text).toBe(0);
    const id = declared.body.data.id as number;
    const released = await dynamicDb(server.db).selectFrom(inventory.headTable).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([released.state, released.return_info]).toEqual(['800', '海关已放行']);
    const invtNo = String(released.invt_no);

    // The CEB816 customs issued is in processed, valid against the XSD, addressed to the declaring company.
    const { folders } = server.app.bills.customs;
    const documents = readdirSync(folders.processed)
      .filter((name) => name.endsWith('.xml'))
      .map((name) => unwrapDxpMsg(readFileSync(join(folders.processed, name))))
      .filter((unwrapped) => unwrapped.transInfo.msgType === 'CEB816Message');
    expect(documents).toHaveLength(1);
    expect(validateCebXml(documents[0]!.message)).toEqual([]);
    expect(documents[0]!.transInfo.receiverIds).toEqual([String(body.dxpId)]);
    expect(documents[0]!.message).toContain(`<ceb:invtNo>${invtNo}</ceb:invtNo>`);

    // The 电子税单 list of the declaring company shows it.
    const listed = await taxList([{ column: 'invt_no', termType: 'eq', type: 'and', value: invtNo }]);
    expect(listed.body.code, listed.text).toBe(0);
    const rows = listed.body.data.datas as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    const tax = rows[0]!;
    expect(tax).toMatchObject({ invtNo, orderNo, state: '1', stateName: '已生成', buyerName: body.buyerName });
    expect(tax.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Each line: 完税价格 = 数量 × 单价, VAT = 完税价格 × 0.091 to the fen, duty and excise 0; the head adds them up exactly.
    const taxFamily = family('import-tax');
    const lines = await dynamicDb(server.db)
      .selectFrom(taxFamily.lineTable!)
      .selectAll()
      .where('head_id', '=', tax.id as number)
      .orderBy('gnum')
      .execute();
    const inventoryLines = body.lines as Array<Record<string, unknown>>;
    expect(lines).toHaveLength(inventoryLines.length);
    const vats: string[] = [];
    for (const [index, line] of lines.entries()) {
      const source = inventoryLines[index]!;
      const taxPrice = fen(multiplyDecimals([parseDecimal(String(source.qty)), parseDecimal(String(source.price))]));
      const lineVat = fen(multiplyDecimals([parseDecimal(taxPrice), parseDecimal('0.091')]));
      expect([String(Number(line.tax_price)), String(Number(line.vat_amount)), Number(line.customs_amount), Number(line.excise_amount), line.gname]).toEqual([
        taxPrice,
        lineVat,
        0,
        0,
        source.gname,
      ]);
      vats.push(lineVat);
    }
    const expectedVat = sumDecimalTexts(vats);
    expect([String(tax.vatAmount), String(tax.taxAmount), tax.customsAmount, tax.exciseAmount]).toEqual([expectedVat, expectedVat, 0, 0]);
    expect(
      (
        await dynamicDb(server.db)
          .selectFrom(taxFamily.headTable)
          .select('company_code')
          .where('id', '=', tax.id as number)
          .executeTakeFirstOrThrow()
      ).company_code,
    ).toBe(COMPANY);
  });

  it('shows only the caller’s company’s tax bills: another company’s, made from its own inventory, is not listed', async () => {
    await server.db.insertInto('company').values({ code: OTHER_COMPANY, name: '上海另一家企业', created_at: Date.now() }).execute();
    const inventory = family('import-inventory');
    const invtNo = '51412024I000009999';
    await dynamicDb(server.db)
      .insertInto(inventory.headTable)
      .values({
        company_code: OTHER_COMPANY,
        state: '800',
        create_time: '2024-06-15 10:00:00',
        update_time: '2024-06-15 10:00:00',
        cop_no: 'OTHER-COP',
        invt_no: invtNo,
        agent_code: OTHER_COMPANY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taxFamily = family('import-tax');
    const message = buildMessage(
      familyMessageOf(taxFamily)!,
      [
        {
          head: { taxNo: 'TAX-OTHER-1', invtNo, customsAmount: '0', vatAmount: '9.1', exciseAmount: '0', agentCode: OTHER_COMPANY },
          lines: [{ gnum: 1, gcode: '3304990099', taxPrice: '100', customsAmount: '0', vatAmount: '9.1', exciseAmount: '0' }],
        },
      ],
      { guid: crypto.randomUUID(), now: new Date() },
    );
    const { folders } = server.app.bills.customs;
    writeFileSync(
      join(folders.inbox, 'other-tax.xml'),
      wrapDxpMsg(message, {
        copMsgId: 'other-tax',
        senderId: 'DXPEDCCEB0000002',
        receiverIds: ['DXPENT0000099999'],
        msgType: 'CEB816Message',
        createdAt: Date.now(),
      }),
    );
    const pass = await readInboxOnce({ db: engineDb(server.db), families: server.app.bills.families, folders });
    expect(pass.processed.map((file) => file.receipts.map((receipt) => receipt.companyCode))).toEqual([[OTHER_COMPANY]]);
    const listed = await taxList([{ column: 'invt_no', termType: 'eq', type: 'and', value: invtNo }]);
    expect(listed.body.code, listed.text).toBe(0);
    expect(listed.body.data.datas).toEqual([]);
  });
});
