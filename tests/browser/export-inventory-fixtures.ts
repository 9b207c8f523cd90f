// Export inventories for the browser tests of the inventory list and the summary flow, written
// the way the tests' users would find them: saved through the family's own save call with a
// body built from the definition the browser also reads, then moved into the state an action
// needs directly in the portal's SQLite file (a customs receipt would have moved them, and
// filled the numbers customs gives, such as the inventory number).
import Database from 'better-sqlite3';
import { DXP_ID } from './bill-fixtures.ts';
import { chinaToday } from '#core/definition/date-window.ts';
import { headTableName, toSnakeCase } from '#core/definition/naming.ts';
import { defaultRoute } from '#core/definition/defaults.ts';
import { headerRelationValues, lineRelationValues, type DataSchema } from '#core/definition/index.ts';

export interface Field {
  type?: string;
  title?: string;
  maxLength?: number;
  format?: string;
  minimum?: number;
  default?: unknown;
  readOnly?: boolean;
  'x-dictionary'?: string;
  'x-valueKind'?: string;
  /** `family.field`: the value names a bill of that family (checked on save, and by customs). */
  'x-refersTo'?: string;
}

export interface Button {
  code: string;
  kind: string;
  text: string;
  confirm?: string;
  path?: string;
  action?: string;
  into?: string;
  per?: string;
  idsKey?: string;
  declare?: boolean;
  byCondition?: boolean;
  requiredFilter?: string;
  to?: string;
  set?: Record<string, string>;
  prompt?: { key: string; label: string; required?: string };
}

export interface Definition {
  schema: {
    $id: string;
    title: string;
    properties: Record<string, Field> & { lines?: { title: string; items: { properties: Record<string, Field>; required?: string[] } } };
    required: string[];
  };
  ui: {
    family: string;
    route: string;
    source?: string;
    stateType: { mode: string; billType: string };
    api: Record<string, string> & { base: string; list: string };
    list: { columns: { field: string; link?: boolean }[]; filters: { field: string; op: string; title?: string; dictionary?: string }[] };
    lifecycle: { states?: Record<string, string>; actions: Record<string, { from: string[]; to?: string }> };
    buttons: Button[];
    customsRules?: { field: string; value: unknown }[];
  };
}

type Bill = Record<string, unknown>;

/** One portal's API, called with the logged-in user's token. */
export class PortalApi {
  constructor(
    readonly url: string,
    readonly token: string,
  ) {}

  async call<T>(path: string, data: unknown): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as { code: number; message: string; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
    return body.data;
  }

  definition(route: string): Promise<Definition> {
    return this.call<Definition>('/api/enterprise/bill/definition', { route });
  }

  private readonly dictionaries = new Map<string, Promise<{ name: string; value: string }[]>>();

  /** A dictionary's items in display order (asked once). */
  dictionary(code: string): Promise<{ name: string; value: string }[]> {
    if (!this.dictionaries.has(code)) this.dictionaries.set(code, this.call('/api/dictionary/item/queryByCode', { dicCode: code }));
    return this.dictionaries.get(code)!;
  }

  /** State value → name of a definition's state list. */
  async stateNames(definition: Definition): Promise<Map<string, string>> {
    const states = await this.call<{ state: string; stateName: string }[]>('/api/enterprise/state/list', definition.ui.stateType);
    return new Map(states.map((state) => [state.state, state.stateName]));
  }
}

/** The list page of a family: Family id = {side}-{last route segment} (issue 5). */
export function familyRoute(family: string): string {
  const [side, ...rest] = family.split('-');
  return `/bill/${side}/${rest.join('-')}`;
}

export const linkField = (definition: Definition): string => (definition.ui.list.columns.find((column) => column.link) ?? definition.ui.list.columns[0]).field;
export const buttonOf = (definition: Definition, code: string): Button => definition.ui.buttons.find((button) => button.code === code)!;
/** The label of a search condition on the list: its own title, else its field's. */
export const filterLabel = (definition: Definition, field: string): string =>
  definition.ui.list.filters.find((filter) => filter.field === field)?.title ?? definition.schema.properties[field].title ?? field;

/** A value `field` accepts; text carries `tag` so every bill's text fields differ. */
async function valueFor(api: PortalApi, field: Field, tag: string): Promise<unknown> {
  if (field.default !== undefined) return field.default;
  if (field['x-dictionary']) return (await api.dictionary(field['x-dictionary']))[0].value;
  if (field.format === 'date') return chinaToday();
  if (field.format === 'date-time') return `${chinaToday()} 10:00:00`;
  if (field.type === 'number' || field.type === 'integer') return Math.max(field.minimum ?? 0, 0) + 12;
  // The message takes a 10-digit HS code only (CEB603 gcode length=10): anything shorter is refused at 申报.
  if (field['x-valueKind'] === 'hsCode') return '8517120000';
  const max = field.maxLength ?? 50;
  return `${(field.title ?? 'x').slice(0, Math.max(1, max - tag.length))}${tag}`.slice(-max);
}

/**
 * Saves export inventories through the API and puts them into states in the database: `file` is
 * the portal's SQLite file (its DATABASE_URL).
 */
export class InventoryBills {
  private readonly db: Database.Database;
  private serial = 0;
  /** The families this one's links name, each saved through its own bills (opened when first needed). */
  private readonly referenced = new Map<string, InventoryBills>();

  private constructor(
    readonly api: PortalApi,
    readonly definition: Definition,
    private readonly file: string,
  ) {
    this.db = new Database(file);
    this.db.pragma('busy_timeout = 5000');
  }

  static async open(api: PortalApi, route: string, file: string): Promise<InventoryBills> {
    return new InventoryBills(api, await api.definition(route), file);
  }

  close(): void {
    for (const bills of this.referenced.values()) bills.close();
    this.db.close();
  }

  get link(): string {
    return linkField(this.definition);
  }

  /** Saves a valid bill numbered `number` (its link value) with one line, `values` over the required ones. */
  async save(number: string, values: Bill = {}): Promise<number> {
    const { schema, ui } = this.definition;
    const tag = `-${(this.serial += 1)}`;
    const bill: Bill = {};
    for (const name of schema.required) bill[name] = await valueFor(this.api, schema.properties[name], tag);
    // Optional in the form but required by the message's BaseTransfer (refused at 申报 without it).
    if (schema.properties.dxpId) bill.dxpId = DXP_ID;
    const lines = schema.properties.lines;
    if (lines) {
      // One line of the required line fields, its totals what its value relations give (a bill
      // declares only with lines that add up).
      const line: Bill = {};
      for (const name of lines.items.required ?? []) line[name] = await valueFor(this.api, lines.items.properties[name], tag);
      const data = schema as unknown as DataSchema;
      Object.assign(line, lineRelationValues(data, line, Object.keys(line)));
      Object.assign(bill, headerRelationValues(data, bill, [line], null), { lines: [line] });
    }
    Object.assign(bill, { [this.link]: number }, values);
    await this.saveReferenced(bill);
    const saved = await this.api.call<{ id: number }>(`/api/enterprise${ui.api.base}/${ui.api.save}`, bill);
    return saved.id;
  }

  /**
   * The bills the header's links name (x-refersTo), saved first unless they exist, and put where
   * customs has them (海关入库, 120): the save refuses a link naming no bill, and the simulator
   * returns a message whose linked document customs has not got.
   */
  private async saveReferenced(bill: Bill): Promise<void> {
    for (const [name, field] of Object.entries(this.definition.schema.properties)) {
      const value = bill[name];
      const target = 'x-refersTo' in field ? field['x-refersTo'] : undefined;
      if (!target || value === undefined || value === null || value === '') continue;
      const [family, targetField] = target.split('.');
      const exists = this.db.prepare(`select id from ${headTableName(family)} where ${toSnakeCase(targetField)} = ?`).get(value);
      if (exists) continue;
      let bills = this.referenced.get(family);
      if (!bills) {
        bills = new InventoryBills(this.api, await this.api.definition(defaultRoute(family)), this.file);
        this.referenced.set(family, bills);
      }
      const id = await bills.save(String(value), { [targetField]: value });
      await bills.setState(id, '120');
    }
  }

  /**
   * Moves a bill to `state` as customs receipts would: the read-only fields that one of the
   * `targets` families requires from it (numbers customs gives, such as the inventory number)
   * are filled too.
   */
  async setState(id: number, state: string, targets: Definition[] = []): Promise<void> {
    const values: Bill = { state };
    for (const target of targets) {
      const lineRequired = target.schema.properties.lines?.items.required ?? [];
      for (const name of [...target.schema.required, ...lineRequired]) {
        const field = this.definition.schema.properties[name];
        if (field?.readOnly && !(name in values)) values[name] = `${toSnakeCase(name).toUpperCase().slice(0, 4)}${id}`.slice(0, field.maxLength ?? 18);
      }
    }
    const columns = Object.keys(values);
    this.db
      .prepare(`update ${headTableName(this.definition.ui.family)} set ${columns.map((name) => `${toSnakeCase(name)} = ?`).join(', ')} where id = ?`)
      .run(...columns.map((name) => values[name]), id);
  }

  /** A stored header value (by field name) of a bill of `family`. */
  storedOf(family: string, id: number, field: string): unknown {
    const row = this.db.prepare(`select ${toSnakeCase(field)} as value from ${headTableName(family)} where id = ?`).get(id) as { value: unknown } | undefined;
    return row?.value;
  }

  /** How many bills `family` has. */
  countOf(family: string): number {
    return (this.db.prepare(`select count(*) as n from ${headTableName(family)}`).get() as { n: number }).n;
  }
}
