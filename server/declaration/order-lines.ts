// The goods of an export order as lines of an export declaration (the order-summary dialog,
// spec §2.5): the fields both carry under other names. What an order does not know (HS code,
// model, legal units, countries) stays empty for the declarer to complete in the grid; the
// declaration is validated in full when it is saved or declared.
import type { ApiRow } from '../bills/rows.ts';

/** Declaration line field ← export order line field. */
export const ORDER_LINE_FIELDS: Readonly<Record<string, string>> = {
  exgNo: 'itemNo',
  gname: 'itemName',
  barCode: 'barCode',
  gqty: 'qty',
  gunit: 'unit',
  declPrice: 'price',
  declTotal: 'totalPrice',
  tradeCurr: 'currency',
};

function given(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Declaration lines numbered from `firstGno`, in the orders' and their lines' order. */
export function declarationLinesOf(orderLines: readonly ApiRow[], firstGno: number): Array<Record<string, unknown>> {
  return orderLines.map((orderLine, index) => {
    const line: Record<string, unknown> = { gno: firstGno + index };
    for (const [target, source] of Object.entries(ORDER_LINE_FIELDS)) {
      if (given(orderLine[source])) line[target] = orderLine[source];
    }
    return line;
  });
}
