// Links between families (`"x-refersTo": "export-order.orderNo"` on a header or line field): the
// named family has a data schema, the named field is one of its header fields (a bill's number,
// not a line or system field), both fields are of the same type, and the referring field can hold
// every value the referenced one allows. The links may not form a cycle: the demo seed writes
// referenced families first (server/bills/seed/seed-plan.ts), which a cycle makes impossible.
import { dependencyOrder, describeCycle } from '../../server/bills/seed/dependency-order.ts';
import { parseRefersTo, REFERS_TO, type RefersTo } from '../../server/bills/seed/references.ts';
import { headerFields, lineFields, similarName, SYSTEM_FIELDS, type ResolvedField } from './bill-fields.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import type { FamilyFiles, SharedFields } from './checked-files.ts';
import { childPointer, type Problem } from './problem.ts';

interface Link extends RefersTo {
  /** The referring family. */
  source: string;
  at: ResolvedField & { field: FieldSchema };
}

interface Target {
  header?: Map<string, ResolvedField>;
  lines?: Map<string, ResolvedField>;
  /** A view's source family (a UI file with "source" and no data schema of its own). */
  viewOf?: string;
}

const TYPE_NAMES: Partial<Record<string, string>> = { string: '文本', number: '小数', integer: '整数' };

/** The source family of a view (a UI file with "source"; the loader lends it the source's data). */
function viewSource(family: FamilyFiles): string | undefined {
  const source = (family.ui?.value as { source?: unknown } | undefined)?.source;
  return typeof source === 'string' ? source : undefined;
}

function linksOf(family: FamilyFiles, shared: SharedFields): Link[] {
  // A view's fields are its source's, checked once there.
  if (!family.data || viewSource(family)) return [];
  const fields = [...headerFields(family.data, shared).values(), ...(lineFields(family.data, shared)?.values() ?? [])];
  return fields.flatMap((at) => {
    const target = at.field && parseRefersTo((at.field as unknown as Record<string, unknown>)[REFERS_TO]);
    return target && at.field ? [{ ...target, source: family.family, at: { ...at, field: at.field } }] : [];
  });
}

function limitOf(field: FieldSchema): number | undefined {
  return field.type === 'string' ? field.maxLength : field['x-maxLength'];
}

/** What is wrong with a link whose target family has a data schema; undefined when nothing. */
function fieldProblem(link: Link, target: Required<Pick<Target, 'header'>> & Target): string | undefined {
  const named = `${link.family}.${link.field}`;
  const referenced = target.header.get(link.field);
  if (!referenced) {
    if (target.lines?.has(link.field)) return `${link.field} 是 ${link.family} 的表体字段：只能引用表头字段（单据的编号）`;
    if (Object.hasOwn(SYSTEM_FIELDS, link.field)) return `${link.field} 是系统字段：只能引用单据自己的编号字段`;
    const hint = similarName(link.field, target.header.keys());
    return `单证族 ${link.family} 没有表头字段 ${link.field}${hint ? `（是否为 "${hint}"？）` : ''}`;
  }
  const theirs = referenced.field;
  if (!theirs) return undefined;
  const ours = link.at.field;
  if (ours.type !== theirs.type) return `类型不一致：本字段是${TYPE_NAMES[String(ours.type)]}，被引用的 ${named} 是${TYPE_NAMES[String(theirs.type)]}`;
  const [ourLimit, theirLimit] = [limitOf(ours), limitOf(theirs)];
  if (ourLimit !== undefined && theirLimit !== undefined && ourLimit < theirLimit) {
    return `长度上限 ${ourLimit} 小于被引用字段 ${named} 的 ${theirLimit}：引用的编号可能放不下`;
  }
  return undefined;
}

function linkProblem(link: Link, targets: ReadonlyMap<string, Target>): string | undefined {
  const target = targets.get(link.family);
  if (!target) {
    const hint = similarName(link.family, targets.keys());
    return `单证族 ${link.family} 不存在${hint ? `（是否为 "${hint}"？）` : ''}`;
  }
  if (target.viewOf) return `${link.family} 是视图（列出 ${target.viewOf} 的单据），没有自己的单据：请引用 ${target.viewOf}`;
  // A target whose data schema is missing or broken is reported by its own checks.
  return target.header ? fieldProblem(link, { ...target, header: target.header }) : undefined;
}

function targetsOf(families: readonly FamilyFiles[], shared: SharedFields): Map<string, Target> {
  return new Map(
    families.map((family) => {
      const viewOf = viewSource(family);
      const header = family.data && headerFields(family.data, shared);
      return [family.family, { header, lines: family.data && lineFields(family.data, shared), viewOf }];
    }),
  );
}

function cycleProblem(links: readonly Link[]): Problem | undefined {
  const sources = [...new Set(links.map((link) => link.source))];
  const ordered = dependencyOrder(sources, (id) => links.filter((link) => link.source === id).map((link) => link.family));
  if (!('cycle' in ordered)) return undefined;
  const [from, to] = ordered.cycle;
  const first = links.find((link) => link.source === from && link.family === to)!;
  return {
    file: first.at.file,
    pointer: childPointer(first.at.pointer, REFERS_TO),
    message: `${REFERS_TO} 引用成环：${describeCycle(ordered.cycle)}（演示数据须先写入被引用的单证族，成环时无法确定顺序）`,
  };
}

export function checkBillRefs(families: readonly FamilyFiles[], shared: SharedFields): Problem[] {
  const targets = targetsOf(families, shared);
  const links = families.flatMap((family) => linksOf(family, shared));
  const problems = new Map<string, Problem>();
  for (const link of links) {
    const message = linkProblem(link, targets);
    if (!message) continue;
    const problem = {
      file: link.at.file,
      pointer: childPointer(link.at.pointer, REFERS_TO),
      message: `${REFERS_TO} "${link.family}.${link.field}"：${message}`,
    };
    // A shared field used by several families is reported once, where it is written.
    problems.set(`${problem.file}#${problem.pointer}: ${problem.message}`, problem);
  }
  const valid = links.filter((link) => !linkProblem(link, targets));
  const cycle = cycleProblem(valid);
  return [...problems.values(), ...(cycle ? [cycle] : [])];
}
