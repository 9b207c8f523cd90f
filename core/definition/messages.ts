// Chinese messages for a failed bill validation, derived from the field titles
// (platform-and-settlement.md §5.2): a missing field gives 请填写{title} for text and
// 请选择{title} for fields picked from a list (dictionary, enumeration, date). Client and server
// both turn ajv errors into these words, so a user reads the same text wherever it is caught.
import type { ErrorObject } from 'ajv';
import { LINES_PROPERTY } from './system-fields.ts';
import type { DataSchema, FieldSchema } from './types.ts';
import { decimalText } from './vocabulary.ts';

/** True when the field is chosen (select or date picker) rather than typed. */
export function isPickedField(field: FieldSchema): boolean {
  return field['x-dictionary'] !== undefined || Array.isArray(field.enum) || field.format === 'date' || field.format === 'date-time';
}

/** The mobile-phone rule's message (platform-and-settlement.md §5.2). */
export const MSG_MOBILE = '请输入正确的11位手机号';

export function requiredMessage(field: FieldSchema, name = ''): string {
  // A definition may give the spec's own words for a field (x-requiredMessage, e.g. the company
  // filing's 请输入组织机构编码); otherwise they derive from the title.
  const own = field['x-requiredMessage'];
  if (typeof own === 'string' && own !== '') return own;
  return `${isPickedField(field) ? '请选择' : '请填写'}${field.title ?? name}`;
}

export interface FieldProblem {
  /** Property path: `orderNo`, or `lines.1.qty` for the second line. */
  path: string;
  /** The field's property name (orderNo, qty). */
  field: string;
  /** The field's title (or name when it has none). */
  title: string;
  /** The whole sentence shown to the user. */
  message: string;
  /** The sentence without the line prefix (商品信息第2行：), for callers that name the line themselves. */
  text: string;
  /** Zero-based line index for a line field. */
  line?: number;
}

function schemaAt(root: DataSchema, segments: string[]): FieldSchema | undefined {
  let node: FieldSchema | undefined = root as unknown as FieldSchema;
  for (const segment of segments) {
    if (!node) return undefined;
    if (node.type === 'array') node = node.items as FieldSchema | undefined;
    else node = (node.properties as Record<string, FieldSchema> | undefined)?.[segment];
  }
  return node;
}

/** n when `step` is 10^-n (0.01 → 2, 1 → 0): "at most n decimals"; undefined for any other step (0.05). */
function fractionDigitsOf(step: number): number | undefined {
  const match = /^(?:1|0\.(0*)1)$/.exec(decimalText(step));
  if (!match) return undefined;
  return match[1] === undefined ? 0 : match[1].length + 1;
}

function limit(error: ErrorObject): unknown {
  return (error.params as { limit?: unknown }).limit ?? error.schema;
}

function problemOf(error: ErrorObject, field: FieldSchema, title: string): string {
  switch (error.keyword) {
    case 'required':
      return requiredMessage(field, title);
    case 'maxLength':
      return `${title}不能超过${limit(error)}个字符`;
    case 'minLength':
      return `${title}不能少于${limit(error)}个字符`;
    case 'x-maxLength':
      return `${title}不能超过${error.schema}位`;
    case 'minimum':
      return `${title}不能小于${limit(error)}`;
    case 'exclusiveMinimum':
      return `${title}必须大于${limit(error)}`;
    case 'maximum':
      return `${title}不能大于${limit(error)}`;
    case 'exclusiveMaximum':
      return `${title}必须小于${limit(error)}`;
    case 'type': {
      const type = String((error.params as { type?: string }).type);
      if (type === 'integer') return `${title}必须是整数`;
      if (type === 'number') return `${title}必须是数字`;
      if (type === 'string') return `${title}必须是文本`;
      return `${title}格式不正确`;
    }
    case 'format':
      if (field.format === 'date') return `${title}格式应为yyyy-MM-dd`;
      if (field.format === 'date-time') return `${title}格式应为yyyy-MM-dd HH:mm:ss`;
      return `${title}格式不正确`;
    case 'multipleOf': {
      const step = Number(error.schema);
      const digits = fractionDigitsOf(step);
      if (digits === 0) return `${title}必须是整数`;
      return digits !== undefined ? `${title}最多${digits}位小数` : `${title}必须是${decimalText(step)}的整数倍`;
    }
    case 'pattern':
      return field['x-patternMessage'] ?? `${title}格式不正确`;
    case 'x-mobile':
      return field['x-mobileMessage'] ?? MSG_MOBILE;
    case 'x-dictionary':
    case 'enum':
      return `请选择有效的${title}`;
    case 'minItems':
      // An empty list a form must fill (数据核验申请的绑定企业) says its own words, like a required field.
      return requiredMessage(field, title);
    default:
      return `${title}格式不正确`;
  }
}

/** One ajv error (of the compiled data schema) as a user-facing problem. */
export function describeFieldError(error: ErrorObject, schema: DataSchema): FieldProblem {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push((error.params as { missingProperty: string }).missingProperty);
  const field = schemaAt(schema, segments) ?? {};
  const name = segments[segments.length - 1] ?? '';
  const title = field.title ?? name;
  const problem = problemOf(error, field, title);
  if (segments[0] === LINES_PROPERTY && segments.length >= 3) {
    const line = Number(segments[1]);
    const linesTitle = schema.properties[LINES_PROPERTY]?.title ?? '表体';
    return { path: segments.join('.'), field: name, title, message: `${linesTitle}第${line + 1}行：${problem}`, text: problem, line };
  }
  return { path: segments.join('.'), field: name, title, message: problem, text: problem };
}

/** Every ajv error as a problem, once per path and keyword. */
export function describeFieldErrors(errors: readonly ErrorObject[], schema: DataSchema): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const problem = describeFieldError(error, schema);
    const key = `${problem.path}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
