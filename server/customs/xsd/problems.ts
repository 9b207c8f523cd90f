// What libxml2 says about a message that breaks its XSD, turned into a problem a user can read:
// libxml2's own text stays (for the log and the developer), and a Chinese sentence says the
// same thing in the words of the portal ("报文元素 orderNo 长度超过 60"). libxml2's schema
// messages have a fixed shape — "Element '{ns}name'[, attribute 'a']: <what>" — so the element
// and the kind of failure are read from the text; a message of a shape not known here keeps a
// general sentence with libxml2's own words, it is never dropped.
import type { ErrorDetail } from 'libxml2-wasm';

export interface XsdProblem {
  /** Line in the validated document (null when libxml2 gives none). */
  line: number | null;
  /** Local name of the element the problem is about (the one libxml2 names), null for the document as a whole. */
  element: string | null;
  /** libxml2's message, as it gave it. */
  message: string;
  /** The problem in a Chinese sentence for the user. */
  text: string;
  /**
   * Local names of the elements libxml2 expected at that place ("Missing child element(s)" /
   * "This element is not expected. Expected is …"); absent for other problems. When an element is
   * missing, this names it (element is then its parent or the element found in its place).
   */
  expected?: string[];
}

const ELEMENT = /^Element '(?:\{([^}]*)\})?([^']+)'(?:, attribute '(?:\{[^}]*\})?([^']+)')?: ([\s\S]*)$/;

/** Local names in libxml2's "Expected is ( {ns}a, {ns}b )" / "Expected is one of ( … )". */
function expectedNames(detail: string): string[] {
  const list = /Expected is (?:one of )?\(([^)]*)\)/.exec(detail)?.[1];
  if (!list) return [];
  return list
    .split(',')
    .map((name) => name.trim().replace(/^\{[^}]*\}/, ''))
    .filter((name) => name !== '' && name !== '##other');
}

function oneOf(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.join('、')} 之一`;
}

const NUMBER_TYPES = /^xs:(decimal|integer|int|long|short|byte|double|float|(non)?(negative|positive)Integer|unsigned\w+)$/;
const DATE_TYPES = /^xs:(date|dateTime|time|gYear\w*)$/;

/** What a value of the atomic type(s) should have been, in Chinese. */
function typeWord(types: string[]): string {
  if (types.every((type) => NUMBER_TYPES.test(type))) return '有效的数值';
  if (types.every((type) => DATE_TYPES.test(type))) return '有效的日期时间';
  return `有效的 ${types.join(' / ')} 值`;
}

/** "报文元素 x 的值 v", or "报文元素 x 的值" when libxml2 left the value out of its message. */
function valueOf(subject: string, value: string | undefined): string {
  return value === undefined ? `${subject} 的值` : `${subject} 的值 ${value}`;
}

/** What the schema that validated the document says about an element name. */
export interface SchemaFacts {
  /** Whether the schema (or one it imports) declares an element of this name anywhere. */
  declares(namespace: string, element: string): boolean;
  /** Base types of the element's local restrictions (none known: empty). */
  localBaseTypes(element: string): string[];
}

const NO_FACTS: SchemaFacts = { declares: () => true, localBaseTypes: () => [] };

/** The Chinese sentence for the part after "Element '…': ", about `subject` ("报文元素 x" or "报文元素 x 的属性 a"). */
function describe(
  subject: string,
  what: string,
  { namespace, element }: { namespace: string; element: string },
  facts: SchemaFacts,
): { text: string; expected?: string[] } {
  let match: RegExpExecArray | null;
  if (what.startsWith('Missing child element(s).')) {
    const expected = expectedNames(what);
    if (expected.length === 1) return { text: `报文元素 ${expected[0]} 缺失（位于 ${element} 内）`, expected };
    if (expected.length === 0) return { text: `${subject} 缺少子元素`, expected };
    return { text: `${subject} 缺少子元素，应为 ${oneOf(expected)}`, expected };
  }
  if (what.startsWith('This element is not expected.')) {
    const expected = expectedNames(what);
    if (!facts.declares(namespace, element)) return { text: `报文元素 ${element} 不是规范定义的元素`, expected };
    // One element expected: in a message built in the right order, the expected one is missing.
    if (expected.length === 1) return { text: `报文元素 ${expected[0]} 缺失或顺序不对（此处出现的是 ${element}）`, expected };
    if (expected.length === 0) return { text: `${subject} 不应出现在此处（多余或重复）`, expected };
    return { text: `${subject} 不应出现在此处，此处应为 ${oneOf(expected)}`, expected };
  }
  if (what.startsWith('No matching global declaration available for the validation root.')) {
    return { text: `报文根元素 ${element} 不是规范定义的报文` };
  }
  if ((match = /^\[facet 'maxLength'\] The value(?: '[\s\S]*')? has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/.exec(what))) {
    return { text: `${subject} 长度超过 ${match[2]}（现为 ${match[1]}）` };
  }
  if ((match = /^\[facet 'minLength'\] The value(?: '[\s\S]*')? has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/.exec(what))) {
    return { text: match[1] === '0' ? `${subject} 不能为空` : `${subject} 长度不足 ${match[2]}（现为 ${match[1]}）` };
  }
  if ((match = /^\[facet 'length'\] The value(?: '[\s\S]*')? has a length of '(\d+)'; this differs from the allowed length of '(\d+)'/.exec(what))) {
    return { text: `${subject} 长度应为 ${match[2]}（现为 ${match[1]}）` };
  }
  if ((match = /^\[facet 'pattern'\] The value(?: '([\s\S]*)')? is not accepted by the pattern '([\s\S]*)'/.exec(what))) {
    return { text: `${valueOf(subject, match[1])} 格式不符（应符合 ${match[2]}）` };
  }
  if ((match = /^\[facet 'enumeration'\] The value(?: '([\s\S]*)')? is not an element of the set \{([\s\S]*)\}/.exec(what))) {
    return { text: `${valueOf(subject, match[1])} 不在允许的取值中（${match[2]!.replace(/'/g, '').replace(/, /g, '、')}）` };
  }
  if ((match = /^\[facet 'totalDigits'\] The value(?: '([\s\S]*)')? has more digits than are allowed \('(\d+)'\)/.exec(what))) {
    return { text: `${valueOf(subject, match[1])} 位数过多（最多 ${match[2]} 位数字）` };
  }
  if ((match = /^\[facet 'fractionDigits'\] The value(?: '([\s\S]*)')? has more fractional digits than are allowed \('(\d+)'\)/.exec(what))) {
    return { text: `${valueOf(subject, match[1])} 小数位过多（最多 ${match[2]} 位小数）` };
  }
  if (
    (match = /^\[facet '(max|min)Inclusive'\] The value(?: '([\s\S]*)')? is (?:greater|less) than the (?:maximum|minimum) value allowed \('([\s\S]*)'\)/.exec(
      what,
    ))
  ) {
    return { text: `${valueOf(subject, match[2])} ${match[1] === 'max' ? '不能大于' : '不能小于'} ${match[3]}` };
  }
  if ((match = /^\[facet '(max|min)Exclusive'\] The value(?: '([\s\S]*)')? must be (?:less|greater) than '([\s\S]*)'/.exec(what))) {
    return { text: `${valueOf(subject, match[2])} ${match[1] === 'max' ? '应小于' : '应大于'} ${match[3]}` };
  }
  if ((match = /^'([\s\S]*)' is not a valid value of the atomic type '([^']+)'/.exec(what))) {
    return { text: `${valueOf(subject, match[1])} 不是${typeWord([match[2]!])}` };
  }
  if ((match = /^'([\s\S]*)' is not a valid value of the (?:local )?(?:atomic|list|union) type/.exec(what))) {
    // Reported alone (no facet before it) the value is not even of the restriction's base type.
    const bases = facts.localBaseTypes(element);
    return { text: `${valueOf(subject, match[1])} ${bases.length > 0 ? `不是${typeWord(bases)}` : '不符合规范'}` };
  }
  if ((match = /^The attribute '(?:\{[^}]*\})?([^']+)' is required but missing/.exec(what))) {
    return { text: `报文元素 ${element} 缺少属性 ${match[1]}` };
  }
  if ((match = /^The attribute '(?:\{[^}]*\})?([^']+)' is not allowed/.exec(what))) {
    return { text: `报文元素 ${element} 不允许有属性 ${match[1]}` };
  }
  if (what.startsWith('The value') && what.includes('does not match the fixed value constraint')) {
    return { text: `${subject} 的值与规范规定的固定值不符` };
  }
  if (what.startsWith('Character content is not allowed') || what.startsWith('Character content other than whitespace is not allowed')) {
    return { text: `${subject} 不应含有文本` };
  }
  if (what.startsWith('Element content is not allowed')) {
    return { text: `${subject} 不应含有子元素` };
  }
  return { text: `${subject} 不符合报文规范：${what.trim()}` };
}

/** A libxml2 schema-validation diagnostic as a problem. */
export function validationProblem(detail: ErrorDetail, facts: SchemaFacts = NO_FACTS): XsdProblem {
  const message = detail.message.trim();
  const line = detail.line > 0 ? detail.line : null;
  const match = ELEMENT.exec(message);
  if (!match) return { line, element: null, message, text: `报文不符合规范：${message}` };
  const [, namespace = '', element, attribute, what] = match as unknown as [string, string | undefined, string, string | undefined, string];
  const subject = attribute ? `报文元素 ${element} 的属性 ${attribute}` : `报文元素 ${element}`;
  return { line, element, message, ...describe(subject, what, { namespace, element }, facts) };
}

/** A document that is not well-formed XML (libxml2's parser diagnostics). */
export function malformedProblem(detail: ErrorDetail | undefined): XsdProblem {
  const message = detail?.message.trim() ?? 'not well-formed';
  const line = detail && detail.line > 0 ? detail.line : null;
  return { line, element: null, message, text: line ? `报文不是格式正确的 XML（第 ${line} 行：${message}）` : `报文不是格式正确的 XML（${message}）` };
}

/** A well-formed document libxml2 could not validate at all (e.g. it contains entity references). */
export function unvalidatableProblem(message: string): XsdProblem {
  return { line: null, element: null, message, text: `报文含有无法按规范校验的内容（如 DOCTYPE 声明或实体引用）：${message}` };
}
