// The bill data schemas checked without generating code (docs/security.md): the portal's pages
// run under a Content-Security-Policy without 'unsafe-eval', and ajv — which the server keeps —
// compiles a schema into a function through `new Function`. The definitions use a small
// vocabulary (schemas/meta/bill-data.schema.json, plus what forms add), so the browser walks the
// schema instead: the same keywords, the same bill keywords (vocabulary.ts), and errors in ajv's
// shape and ajv's order (allErrors), so that describeFieldErrors words them exactly as the server
// does. A conformance test (tests/api/security/schema-check-conformance.spec.ts) runs both on
// every family's schema with generated bodies and compares the problems.
import type { ErrorObject } from 'ajv';
import { decimalText, isBillDate, isBillDateTime, isMultipleOf, isValidMobile, type DictionaryContext } from './vocabulary.ts';

type Schema = Record<string, unknown>;

/** Keywords that describe or annotate and never refuse a value. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'x-refersTo',
  'x-file',
  'x-valueKind',
  'x-sumOf',
  'x-sumOfLines',
  'x-productOf',
  'x-requiredToDeclare',
  'x-sessionDefault',
  'x-requiredMessage',
  'x-mobileMessage',
  'x-patternMessage',
  'x-options',
  'contentMediaType',
  'definitions',
]);
/** Keywords this checker applies. */
const CHECKED = new Set([
  'type',
  'const',
  'enum',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'items',
  'required',
  'properties',
  'x-maxLength',
  'x-dictionary',
  'x-mobile',
]);

/** Keywords of a schema this checker would not apply (a definition using one must not pass unchecked). */
export function uncheckedKeywords(schema: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [keyword, value] of Object.entries(node as Schema)) {
      if (!CHECKED.has(keyword) && !ANNOTATIONS.has(keyword)) found.add(keyword);
      if (keyword === 'properties' && value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
      if (keyword === 'items') walk(value);
    }
  };
  walk(schema);
  return [...found].sort();
}

const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  date: isBillDate,
  'date-time': isBillDateTime,
};

function isInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value % 1 === 0;
}

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** JSON pointer escaping of a property name, as ajv writes instancePath. */
function escape(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

class Walk {
  readonly errors: ErrorObject[] = [];
  constructor(private readonly context: Partial<DictionaryContext> | undefined) {}

  private fail(
    keyword: string,
    instancePath: string,
    schemaPath: string,
    schema: unknown,
    parentSchema: Schema,
    data: unknown,
    params: Record<string, unknown>,
  ): void {
    this.errors.push({ keyword, instancePath, schemaPath: `${schemaPath}/${keyword}`, params, schema, parentSchema, data } as ErrorObject);
  }

  check(schema: Schema, data: unknown, path: string, schemaPath: string): void {
    // ajv's order: the keywords of any type (const, enum), then the type, then the keywords of
    // the value's actual type in their vocabulary's order, the bill keywords last.
    if ('const' in schema && !equal(schema.const, data)) this.fail('const', path, schemaPath, schema.const, schema, data, { allowedValue: schema.const });
    if (Array.isArray(schema.enum) && !schema.enum.some((item) => equal(item, data)))
      this.fail('enum', path, schemaPath, schema.enum, schema, data, { allowedValues: schema.enum });
    const { type } = schema;
    if (type !== undefined) {
      const types = Array.isArray(type) ? (type as string[]) : [type as string];
      if (!types.some((one) => matchesType(one, data))) this.fail('type', path, schemaPath, type, schema, data, { type: types.join(',') });
    }
    if (typeof data === 'number') this.checkNumber(schema, data, path, schemaPath);
    if (typeof data === 'string') this.checkString(schema, data, path, schemaPath);
    if (Array.isArray(data)) this.checkArray(schema, data, path, schemaPath);
    else if (data !== null && typeof data === 'object') this.checkObject(schema, data as Record<string, unknown>, path, schemaPath);
  }

  private checkNumber(schema: Schema, data: number, path: string, schemaPath: string): void {
    const limit = (keyword: string, refused: (bound: number) => boolean, comparison: string) => {
      const bound = schema[keyword];
      if (typeof bound === 'number' && refused(bound)) this.fail(keyword, path, schemaPath, bound, schema, data, { comparison, limit: bound });
    };
    limit('maximum', (bound) => data > bound, '<=');
    limit('minimum', (bound) => data < bound, '>=');
    limit('exclusiveMaximum', (bound) => data >= bound, '<');
    limit('exclusiveMinimum', (bound) => data <= bound, '>');
    const step = schema.multipleOf;
    if (typeof step === 'number' && !isMultipleOf(data, step)) this.fail('multipleOf', path, schemaPath, step, schema, data, { keyword: 'multipleOf' });
    const digits = schema['x-maxLength'];
    if (typeof digits === 'number' && !(Number.isFinite(data) && decimalText(data).length <= digits))
      this.fail('x-maxLength', path, schemaPath, digits, schema, data, {});
  }

  private checkString(schema: Schema, data: string, path: string, schemaPath: string): void {
    const length = Array.from(data).length;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength)
      this.fail('maxLength', path, schemaPath, schema.maxLength, schema, data, { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length < schema.minLength)
      this.fail('minLength', path, schemaPath, schema.minLength, schema, data, { limit: schema.minLength });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(data))
      this.fail('pattern', path, schemaPath, schema.pattern, schema, data, { pattern: schema.pattern });
    if (typeof schema.format === 'string') {
      const known = FORMATS[schema.format];
      if (known && !known(data)) this.fail('format', path, schemaPath, schema.format, schema, data, { format: schema.format });
    }
    const dictionary = schema['x-dictionary'];
    if (typeof dictionary === 'string' && typeof this.context?.dictionaryHas === 'function' && !this.context.dictionaryHas(dictionary, data)) {
      this.fail('x-dictionary', path, schemaPath, dictionary, schema, data, {});
    }
    if (schema['x-mobile'] === true && !isValidMobile(data)) this.fail('x-mobile', path, schemaPath, true, schema, data, {});
  }

  private checkArray(schema: Schema, data: unknown[], path: string, schemaPath: string): void {
    if (typeof schema.maxItems === 'number' && data.length > schema.maxItems)
      this.fail('maxItems', path, schemaPath, schema.maxItems, schema, data, { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && data.length < schema.minItems)
      this.fail('minItems', path, schemaPath, schema.minItems, schema, data, { limit: schema.minItems });
    const items = schema.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) {
      data.forEach((item, index) => this.check(items as Schema, item, `${path}/${index}`, `${schemaPath}/items`));
    }
  }

  private checkObject(schema: Schema, data: Record<string, unknown>, path: string, schemaPath: string): void {
    if (Array.isArray(schema.required)) {
      for (const name of schema.required as string[]) {
        if (data[name] === undefined) this.fail('required', path, schemaPath, schema.required, schema, data, { missingProperty: name });
      }
    }
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!properties) return;
    for (const [name, child] of Object.entries(properties)) {
      if (data[name] === undefined || !child || typeof child !== 'object') continue;
      this.check(child, data[name], `${path}/${escape(name)}`, `${schemaPath}/properties/${escape(name)}`);
    }
  }
}

/** A checker with the call shape of an ajv ValidateFunction: true, or false with `errors` set. */
export interface SchemaCheck {
  /** `this` may be a DictionaryContext (check.call(context, data)), as with ajv's passContext. */
  (this: unknown, data: unknown): boolean;
  errors: ErrorObject[] | null;
}

/** The checker of a schema (already resolved and reduced to what a client writes). */
export function schemaCheck(schema: Record<string, unknown>): SchemaCheck {
  const check = function (this: unknown, data: unknown): boolean {
    const context = this as Partial<DictionaryContext> | undefined;
    const walk = new Walk(typeof context?.dictionaryHas === 'function' ? context : undefined);
    walk.check(schema, data, '', '#');
    check.errors = walk.errors.length > 0 ? walk.errors : null;
    return walk.errors.length === 0;
  } as SchemaCheck;
  check.errors = null;
  return check;
}
