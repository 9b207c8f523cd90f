// Which families a seed run writes, and in what order. A family is written after the families it
// refers to (x-refersTo), so that its references can take numbers of bills that exist. With
// --family, a requested family whose referenced family has no bill of the company yet would have
// nothing to refer to: that family is added to the run (written first, same count) and reported.
// A reference to a family or field that does not exist, and a cycle, stop the run with a message
// naming the families.
import type { BillFamily } from '../family.ts';
import { dependencyOrder, describeCycle } from './dependency-order.ts';
import { familyLabel, REFERS_TO, referencedFamilies, referencesOf } from './references.ts';

export class SeedPlanError extends Error {}

export interface SeedPlan {
  /** Families to write, referenced ones first. */
  families: BillFamily[];
  /** Families not asked for, written because an asked one refers to them and they had no bill. */
  added: BillFamily[];
}

/** The reference targets of a family exist: a family of the folder and one of its header fields. */
export function checkReferenceTargets(family: BillFamily, byId: ReadonlyMap<string, BillFamily>): void {
  for (const reference of referencesOf(family)) {
    const where = `${familyLabel(family)}的字段 ${reference.from.name}（${REFERS_TO} "${reference.family}.${reference.field}"）`;
    const target = byId.get(reference.family);
    if (!target) throw new SeedPlanError(`${where}引用的单证族 ${reference.family} 不存在`);
    const field = target.headFields.find((candidate) => candidate.name === reference.field && !candidate.system);
    if (!field) throw new SeedPlanError(`${where}引用的字段不是${familyLabel(target)}的表头字段`);
  }
}

export async function planSeed(
  all: readonly BillFamily[],
  requested: readonly string[],
  hasNoBills: (family: BillFamily) => Promise<boolean>,
): Promise<SeedPlan> {
  const byId = new Map(all.map((family) => [family.id, family]));
  const unknown = requested.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new SeedPlanError(`没有单证族 ${unknown.join('、')}；可用的单证族：${[...byId.keys()].join('、')}`);
  }
  const planned = new Set(requested.length > 0 ? requested : byId.keys());
  const added: BillFamily[] = [];
  const queue = [...planned];
  while (queue.length > 0) {
    const family = byId.get(queue.shift()!)!;
    checkReferenceTargets(family, byId);
    for (const id of referencedFamilies(family)) {
      if (planned.has(id)) continue;
      const target = byId.get(id)!;
      if (!(await hasNoBills(target))) continue;
      planned.add(id);
      added.push(target);
      queue.push(id);
    }
  }
  const ordered = dependencyOrder([...planned], (id) => referencedFamilies(byId.get(id)!));
  if ('cycle' in ordered) {
    throw new SeedPlanError(`单证族之间的 ${REFERS_TO} 引用成环，无法确定先写入哪一类：${describeCycle(ordered.cycle)}`);
  }
  return { families: ordered.order.map((id) => byId.get(id)!), added };
}
