// Reads every bill of a family back as the detail form would send it (header + lines).
import type { PortalDb } from '../../../server/db/connect.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

export async function detailFor(db: PortalDb, family: BillFamily): Promise<Array<Record<string, unknown>>> {
  const heads = await dynamicDb(db).selectFrom(family.headTable).selectAll().orderBy('id').execute();
  const lines = family.lineTable ? await dynamicDb(db).selectFrom(family.lineTable).selectAll().orderBy('id').execute() : [];
  const toApi = (fields: BillFamily['headFields'], row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = row[field.column];
      if (value === null || value === undefined) continue;
      out[field.name] = field.type === 'string' ? value : Number(value);
    }
    return out;
  };
  return heads.map((head: Record<string, unknown>) => {
    const bill = toApi(family.headFields, head);
    if (family.lineTable) bill.lines = lines.filter((line) => line.head_id === head.id).map((line) => toApi(family.lineFields, line));
    return bill;
  });
}
