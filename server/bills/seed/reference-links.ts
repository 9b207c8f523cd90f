// Gives every referring field of a demo bill (x-refersTo) the number of an existing bill of the
// referenced family and of the same company, read from the database after that family has been
// written. Rules (docs/seed-data.md, "Demo bills"):
// - Spread: the referenced bills are shuffled with the seed's Random and handed out in turn, so
//   each is referred to about equally often, and the same seed gives the same links.
// - One bill per family per row: the fields of one row (the header, or one line) that refer to
//   the same family take their values from the same referenced bill.
// - Linked pairs: when a row refers to two families and one of them itself refers to the other
//   (inventory.orderNo → export-order and inventory.logisticsNo → export-logistics, whose
//   orderNo → export-order), the referring family is picked first and the other value is taken
//   from the picked bill, so the inventory names a waybill and that waybill's own order. Without
//   such a field (or when it is empty) the two picks are independent.
import { writtenLength } from '#core/definition/index.ts';
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';
import { dependencyOrder } from './dependency-order.ts';
import type { Random } from '#core/seed/random.ts';
import { familyLabel, parseRefersTo, REFERS_TO, referencedFamilies, referencesOf, type Reference } from './references.ts';
import { SeedPlanError } from './seed-plan.ts';

type BillValues = Record<string, unknown>;

/** A field of a referenced bill that itself refers to another family this row refers to. */
interface Cover {
  field: string;
  family: string;
  target: string;
}

interface Pool {
  bills: BillValues[];
  next: number;
  covers: Cover[];
  byValue: Map<string, Map<string, BillValues>>;
}

interface Group {
  family: string;
  references: Reference[];
}

export interface RowLinker {
  linkRow(part: Reference['part'], row: DbRow): void;
}

function fits(reference: Reference, value: unknown): boolean {
  const { from } = reference;
  if (from.type === 'string') return from.maxLength === undefined || String(value).length <= from.maxLength;
  return Number.isFinite(Number(value)) && (from.digits === undefined || writtenLength(Number(value)) <= from.digits);
}

function valueFor(reference: Reference, value: unknown): unknown {
  return reference.from.type === 'string' ? String(value) : Number(value);
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/** Families a family refers to, directly or through others. */
function reachable(id: string, byId: ReadonlyMap<string, BillFamily>, seen = new Set<string>()): Set<string> {
  for (const next of byId.has(id) ? referencedFamilies(byId.get(id)!) : []) {
    if (seen.has(next)) continue;
    seen.add(next);
    reachable(next, byId, seen);
  }
  return seen;
}

/** Groups of one part, the referring family of a linked pair before the family it refers to. */
function groupsOf(references: Reference[], byId: ReadonlyMap<string, BillFamily>): Group[] {
  const families = [...new Set(references.map((reference) => reference.family))];
  const ordered = dependencyOrder(families, (id) => [...reachable(id, byId)]);
  const order = 'order' in ordered ? ordered.order.reverse() : families.sort();
  return order.map((family) => ({ family, references: references.filter((reference) => reference.family === family) }));
}

function coversOf(target: BillFamily, references: Reference[]): Cover[] {
  return target.headFields.flatMap((field) => {
    const refersTo = parseRefersTo(field.schema[REFERS_TO]);
    const used = refersTo && references.some((reference) => reference.family === refersTo.family && reference.field === refersTo.field);
    return used && refersTo.family !== target.id ? [{ field: field.name, family: refersTo.family, target: refersTo.field }] : [];
  });
}

async function loadPool(db: PortalDb, source: BillFamily, target: BillFamily, references: Reference[], companyCode: string, random: Random): Promise<Pool> {
  const own = references.filter((reference) => reference.family === target.id);
  const covers = coversOf(target, references);
  const names = [...new Set([...own.map((reference) => reference.field), ...covers.map((cover) => cover.field)])];
  const columns = names.map((name) => target.headFields.find((field) => field.name === name)!.column);
  const rows: DbRow[] = await dynamicDb(db)
    .selectFrom(target.headTable)
    .select(['id', ...columns])
    .where('company_code', '=', companyCode)
    .orderBy('id')
    .execute();
  const bills = rows
    .map((row) => Object.fromEntries(names.map((name, index) => [name, row[columns[index]] ?? null])))
    .filter((bill) => own.every((reference) => bill[reference.field] !== null && fits(reference, bill[reference.field])));
  if (bills.length === 0) {
    const fields = [...new Set(own.map((reference) => reference.from.name))].join('、');
    throw new SeedPlanError(`${familyLabel(source)}的 ${fields} 引用${familyLabel(target)}，但本企业还没有可引用的${target.title}：请先写入 ${target.id}`);
  }
  return { bills: shuffle(bills, random), next: 0, covers, byValue: new Map() };
}

function findBill(pool: Pool, field: string, value: unknown): BillValues | undefined {
  let index = pool.byValue.get(field);
  if (!index) {
    index = new Map();
    for (const bill of pool.bills) if (bill[field] !== null && !index.has(String(bill[field]))) index.set(String(bill[field]), bill);
    pool.byValue.set(field, index);
  }
  return index.get(String(value));
}

class ReferenceLinks implements RowLinker {
  constructor(
    private readonly pools: ReadonlyMap<string, Pool>,
    private readonly groups: Readonly<Record<Reference['part'], Group[]>>,
  ) {}

  /** The bill a row's earlier pick names for this family, when it names one that is usable. */
  private named(group: Group, picked: ReadonlyMap<string, BillValues>): BillValues | undefined {
    const pool = this.pools.get(group.family)!;
    for (const [family, bill] of picked) {
      for (const cover of this.pools.get(family)!.covers) {
        if (cover.family !== group.family || bill[cover.field] === null) continue;
        const found = findBill(pool, cover.target, bill[cover.field]);
        if (found) return found;
      }
    }
    return undefined;
  }

  linkRow(part: Reference['part'], row: DbRow): void {
    const picked = new Map<string, BillValues>();
    for (const group of this.groups[part]) {
      let bill = this.named(group, picked);
      if (!bill) {
        const pool = this.pools.get(group.family)!;
        bill = pool.bills[pool.next % pool.bills.length];
        pool.next += 1;
      }
      picked.set(group.family, bill);
      for (const reference of group.references) row[reference.from.column] = valueFor(reference, bill[reference.field]);
    }
  }
}

/** The linker of a family's references, or null for a family that refers to none. */
export async function loadReferenceLinks(
  db: PortalDb,
  family: BillFamily,
  byId: ReadonlyMap<string, BillFamily>,
  companyCode: string,
  random: Random,
): Promise<RowLinker | null> {
  const references = referencesOf(family);
  if (references.length === 0) return null;
  const pools = new Map<string, Pool>();
  for (const id of referencedFamilies(family)) pools.set(id, await loadPool(db, family, byId.get(id)!, references, companyCode, random));
  const groups = {
    head: groupsOf(
      references.filter((reference) => reference.part === 'head'),
      byId,
    ),
    line: groupsOf(
      references.filter((reference) => reference.part === 'line'),
      byId,
    ),
  };
  return new ReferenceLinks(pools, groups);
}
