// A family's message worked out once from its mapping and the XSD: the tree of elements the
// message carries, in the XSD's order, each simple element with where its value comes from.
// The builder walks it for every message; the validate-schemas check reads its problems.
//
// The walk starts at the root's sequence. The element on the way from the root to the head
// element is the bill's block (Order: once per bill), the lines element is repeated for each
// line, any other complex element the XSD requires (BaseTransfer) is written once per message
// from the header fields; optional complex elements (BaseSubscribe, ExtendMessage) and the
// signature (added by signing) are not written. A simple element takes, in this order: the
// mapping's "values" entry; in the head or lines element, the field a row renames to it ("xsd");
// the field of the same name of its part (header fields outside the lines).
import type { Derivation, MappingField, MappingRow, MessageMapping, MessageValue } from './mapping-types.ts';
import { DERIVATIONS } from './mapping-types.ts';
import { pathTo, type XsdElement, type XsdModel, type XsdParticle } from './xsd-model.ts';

export type MappingPart = 'head' | 'lines';

export type ElementSource =
  | { kind: 'field'; part: MappingPart; field: MappingField; via: 'name' | 'row' | 'values' }
  | { kind: 'constant'; value: string }
  | { kind: 'derive'; derive: Derivation }
  /** The mapping says null: never written. */
  | { kind: 'omitted' };

export interface PlannedSimple {
  kind: 'simple';
  particle: XsdParticle;
  /** The element it is a child of (OrderHead). */
  parent: string;
  part: MappingPart;
  /** Undefined: nothing feeds it (an optional element is then never written). */
  source?: ElementSource;
}

export interface PlannedComplex {
  kind: 'complex';
  particle: XsdParticle;
  /** once: one per message (BaseTransfer) or per enclosing block; bill: one per bill; line: one per line. */
  repeat: 'once' | 'bill' | 'line';
  children: PlannedNode[];
}

export type PlannedNode = PlannedSimple | PlannedComplex;

export interface MessagePlan {
  root: XsdElement;
  children: PlannedNode[];
  /** How many bills one message may carry (the bill block's maxOccurs). */
  maxBills: number;
  /** How many lines one bill may carry in the message (the lines element's maxOccurs). */
  maxLines: number;
}

/** A mistake in the mapping: where in the field table (JSON pointer) and what, in Chinese. */
export interface MappingProblem {
  pointer: string;
  message: string;
}

export interface MappingInput {
  mapping: MessageMapping;
  rows: readonly MappingRow[];
  headFields: readonly MappingField[];
  /** Undefined for a family without lines. */
  lineFields?: readonly MappingField[];
}

function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function code(root: string): string {
  return root.replace(/Message$/, '');
}

function occurrence(particle: XsdParticle): string {
  const max = particle.maxOccurs === Number.POSITIVE_INFINITY ? 'unbounded' : particle.maxOccurs;
  return `[${particle.minOccurs}..${max}]`;
}

class Planner {
  readonly problems: MappingProblem[] = [];
  /** values entries used, to report the ones naming an element the message does not carry. */
  private readonly usedValues = new Set<string>();
  /** field → the elements it feeds by name, to report a field fed twice without saying so. */
  private readonly byName = new Map<string, string[]>();

  constructor(
    private readonly input: MappingInput,
    private readonly head: string,
    private readonly lines: string | undefined,
    private readonly label: string,
  ) {}

  private fields(part: MappingPart): readonly MappingField[] {
    return part === 'head' ? this.input.headFields : (this.input.lineFields ?? []);
  }

  private valueSource(element: string, child: string, value: MessageValue, part: MappingPart): ElementSource | undefined {
    const at = pointer('message', 'values', element, child);
    if (value === null) return { kind: 'omitted' };
    if ('constant' in value) return { kind: 'constant', value: value.constant };
    if ('derive' in value) {
      if (DERIVATIONS.includes(value.derive)) return { kind: 'derive', derive: value.derive };
      this.problems.push({
        pointer: pointer('message', 'values', element, child, 'derive'),
        message: `未知的推导 "${value.derive}"（可用：${DERIVATIONS.join('、')}）`,
      });
      return undefined;
    }
    const field = this.fields(part).find((candidate) => candidate.name === value.field);
    const row = this.input.rows.findIndex((candidate) => candidate.part === part && candidate.field === value.field);
    if (field && row >= 0 && this.input.rows[row].xsd === null) {
      this.problems.push({
        pointer: pointer('rows', row, 'xsd'),
        message: `字段 ${value.field} 记为报文中没有对应元素（"xsd": null），但 message.values 让它为 ${this.label} ${element}.${child} 取值：删去 "xsd": null`,
      });
    }
    if (field) return { kind: 'field', part, field, via: 'values' };
    const where = part === 'head' ? '表头' : '表体';
    this.problems.push({ pointer: `${at}/field`, message: `${where}没有字段 "${value.field}"，不能为 ${this.label} ${element}.${child} 取值` });
    return undefined;
  }

  private rowSource(element: string, child: string, part: MappingPart): ElementSource | undefined {
    if (element !== (part === 'head' ? this.head : this.lines)) return undefined;
    const renamed = this.input.rows.filter((row) => row.part === part && row.xsd === child);
    if (renamed.length > 1) {
      const second = this.input.rows.indexOf(renamed[1]);
      this.problems.push({
        pointer: pointer('rows', second, 'xsd'),
        message: `字段 ${renamed[0].field} 与 ${renamed[1].field} 都对应 ${this.label} ${element}.${child}：一个元素只能由一个字段取值`,
      });
    }
    const field = renamed[0] && this.fields(part).find((candidate) => candidate.name === renamed[0].field);
    return field ? { kind: 'field', part, field, via: 'row' } : undefined;
  }

  private nameSource(element: string, child: string, part: MappingPart): ElementSource | undefined {
    const field = this.fields(part).find((candidate) => candidate.name === child);
    if (!field) return undefined;
    const isOwnElement = element === (part === 'head' ? this.head : this.lines);
    // A row that renames its field (or leaves it out) speaks for the head or lines element.
    const row = this.input.rows.find((candidate) => candidate.part === part && candidate.field === child);
    if (isOwnElement && row && row.xsd !== undefined) return undefined;
    const key = `${part}:${child}`;
    this.byName.set(key, [...(this.byName.get(key) ?? []), element]);
    return { kind: 'field', part, field, via: 'name' };
  }

  private simple(particle: XsdParticle, parent: XsdElement, part: MappingPart): PlannedSimple {
    const child = particle.element.name;
    const value = this.input.mapping.values?.[parent.name]?.[child];
    let source: ElementSource | undefined;
    if (value !== undefined) {
      this.usedValues.add(`${parent.name}/${child}`);
      source = this.valueSource(parent.name, child, value, part);
    } else {
      source = this.rowSource(parent.name, child, part) ?? this.nameSource(parent.name, child, part);
    }
    const required = particle.minOccurs > 0;
    if (required && source?.kind === 'omitted') {
      this.problems.push({
        pointer: pointer('message', 'values', parent.name, child),
        message: `${this.label} ${parent.name}.${child} 是必填元素（${occurrence(particle)}），不能写 null`,
      });
    } else if (required && value === undefined && source === undefined) {
      this.problems.push({
        pointer: pointer('message'),
        message: `${this.label} ${parent.name}.${child} 是必填元素（${occurrence(particle)}），没有字段、常量或推导为它取值：加同名字段，或在 message.values.${parent.name}.${child} 写明来源`,
      });
    }
    return { kind: 'simple', particle, parent: parent.name, part, source };
  }

  /** The children of a complex element; `block` is the particle repeated per bill. */
  children(element: XsdElement, part: MappingPart, block: XsdParticle | undefined): PlannedNode[] {
    const nodes: PlannedNode[] = [];
    for (const particle of element.children) {
      const child = particle.element;
      if (particle === block) {
        nodes.push({
          kind: 'complex',
          particle,
          repeat: 'bill',
          children: child.name === this.head ? this.children(child, 'head', undefined) : this.children(child, part, undefined),
        });
      } else if (child.name === this.lines) {
        nodes.push({ kind: 'complex', particle, repeat: 'line', children: this.children(child, 'lines', undefined) });
      } else if (child.prefix !== 'ceb') {
        continue;
      } else if (child.children.length > 0 || child.type === undefined) {
        // A complex element outside the bill's block: written once when the XSD requires it or
        // the mapping gives it values; optional ones (BaseSubscribe, ExtendMessage) are left out.
        if (particle.minOccurs === 0 && this.input.mapping.values?.[child.name] === undefined) continue;
        if (child.children.length === 0) continue;
        nodes.push({ kind: 'complex', particle, repeat: 'once', children: this.children(child, part, undefined) });
      } else {
        nodes.push(this.simple(particle, element, part));
      }
    }
    return nodes;
  }

  reportLeftovers(plan: PlannedNode[]): void {
    const carried = new Set<string>();
    const visit = (nodes: PlannedNode[]) => {
      for (const node of nodes) {
        if (node.kind !== 'complex') continue;
        carried.add(node.particle.element.name);
        visit(node.children);
      }
    };
    visit(plan);
    for (const [element, children] of Object.entries(this.input.mapping.values ?? {})) {
      if (!carried.has(element)) {
        this.problems.push({ pointer: pointer('message', 'values', element), message: `${this.label} 不含要写的元素 ${element}` });
        continue;
      }
      for (const child of Object.keys(children)) {
        if (this.usedValues.has(`${element}/${child}`)) continue;
        this.problems.push({ pointer: pointer('message', 'values', element, child), message: `${this.label} ${element} 没有简单子元素 "${child}"` });
      }
    }
    for (const [key, elements] of this.byName) {
      if (elements.length < 2) continue;
      const name = key.slice(key.indexOf(':') + 1);
      this.problems.push({
        pointer: pointer('message', 'values'),
        message: `字段 ${name} 按名称同时为 ${elements.map((element) => `${element}.${name}`).join(' 与 ')} 取值：在 message.values 中为其中一个写明来源（例如 {"field": "…"}），或写 null 不报送`,
      });
    }
  }
}

/**
 * The plan of a family's message and the mapping's problems. Without a root, head or lines
 * element there is no plan; with one, the problems still say what a message would lack, and a
 * caller that builds messages refuses a mapping with any.
 */
export function planMessage(model: XsdModel, input: MappingInput): { plan?: MessagePlan; problems: MappingProblem[] } {
  const { mapping } = input;
  const root = model.elements.get(mapping.root);
  if (!root || !/^CEB\d{3}Message$/.test(mapping.root)) {
    return { problems: [{ pointer: pointer('message', 'root'), message: `${mapping.file}-business-node-202205.xsd 中没有报文 "${mapping.root}"` }] };
  }
  const label = code(mapping.root);
  const problems: MappingProblem[] = [];
  const toHead = pathTo(root, mapping.head);
  if (!toHead) problems.push({ pointer: pointer('message', 'head'), message: `${mapping.head} 不在报文 ${mapping.root} 中` });
  const block = toHead?.[0];
  const toLines = mapping.lines === undefined ? undefined : block && (block.element.name === mapping.lines ? [block] : pathTo(block.element, mapping.lines));
  const linesOutside = mapping.lines !== undefined && toLines === undefined ? pathTo(root, mapping.lines) : undefined;
  if (mapping.lines !== undefined && !toLines && !linesOutside) {
    problems.push({ pointer: pointer('message', 'lines'), message: `${mapping.lines} 不在报文 ${mapping.root} 中` });
  }
  if (input.lineFields && mapping.lines === undefined) {
    problems.push({ pointer: pointer('message'), message: `单证有表体，但没有写表体对应的报文元素（message.lines）` });
  } else if (!input.lineFields && mapping.lines !== undefined) {
    problems.push({ pointer: pointer('message', 'lines'), message: `单证没有表体，不能对应 ${mapping.lines}` });
  }
  if (problems.length > 0 || !block) return { problems };
  const planner = new Planner(input, mapping.head, mapping.lines, label);
  const children = planner.children(root, 'head', block);
  planner.reportLeftovers(children);
  const linesParticle = (toLines ?? linesOutside)?.at(-1);
  const plan: MessagePlan = {
    root,
    children,
    // Lines outside the bill's block belong to the message: then it carries one bill.
    maxBills: linesOutside ? 1 : block.maxOccurs,
    maxLines: linesParticle?.maxOccurs ?? 0,
  };
  return { plan, problems: planner.problems };
}

/** Every simple element of the plan with its path (OrderHead/orderNo), depth first. */
export function plannedElements(plan: MessagePlan): PlannedSimple[] {
  const out: PlannedSimple[] = [];
  const visit = (nodes: readonly PlannedNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'simple') out.push(node);
      else visit(node.children);
    }
  };
  visit(plan.children);
  return out;
}
