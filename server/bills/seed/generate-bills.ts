// Demo bills of one family: header and lines filled with plausible values, created over the
// last year, spread over the family's states (most of them finished: 审结 or 放行), declared
// ones with their declaration time and receipt text, and one receipt each for the receipts
// dialog.
import type { FieldInfo } from '../../../src/engine/definition/index.ts';
import { chinaDateTime } from '../clock.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';
import { messageTypeOf } from '../../simulator/apply-step.ts';
import { firstBrokenRule } from '../../simulator/customs-rules.ts';
import { STEP_INFO } from '../../simulator/official-statuses.ts';
import type { Party } from './demo-parties.ts';
import { fakeValue, type BillContext } from './fake-field.ts';
import type { Random } from './random.ts';

const YEAR_MS = 365 * 86_400_000;

export interface SeedState {
  state: string;
  name: string;
}

export interface GeneratedBill {
  head: DbRow;
  lines: DbRow[];
  receipt: DbRow | null;
}

export interface FamilySeed {
  family: BillFamily;
  random: Random;
  company: Party;
  states: readonly SeedState[];
  dictionaries: ReadonlyMap<string, readonly string[]>;
  now: number;
}

function stateWeights(family: BillFamily, states: readonly SeedState[]): number[] {
  const { draft, declared } = family.definition.ui.lifecycle.states;
  return states.map(({ state }) => {
    if (state === '399' || state === '800') return 30;
    if (state === draft) return 15;
    if (state === '100') return 8;
    if (state === declared) return 3;
    return 4;
  });
}

function numberPrefix(family: BillFamily): string {
  return family.id.split('-').map((part) => part[0].toUpperCase()).join('');
}

function fill(fields: FieldInfo[], context: BillContext): DbRow {
  const row: DbRow = {};
  for (const field of fields) row[field.column] = fakeValue(field, context);
  return row;
}

/** Keeps line totals consistent (qty × price = totalPrice) and the header value their sum. */
function balance(head: DbRow, lines: DbRow[]): void {
  let sum = 0;
  for (const line of lines) {
    if (typeof line.qty === 'number' && typeof line.price === 'number' && 'total_price' in line) {
      line.total_price = Math.round(line.qty * line.price * 100) / 100;
      sum += line.total_price as number;
    }
  }
  if (sum > 0 && 'goods_value' in head) head.goods_value = Math.round(sum * 100) / 100;
}

export function generateBill(seed: FamilySeed, serial: number, id: number): GeneratedBill {
  const { family, random, now } = seed;
  const createdAt = now - random.int(0, YEAR_MS);
  const context: BillContext = {
    random, company: seed.company, parties: new Map(), numberPrefix: numberPrefix(family), serial, createdAt,
    dictionaries: seed.dictionaries, link: family.link.name,
  };
  const head = fill(writableHeadFields(family), context);
  const numbered = family.lineFields.some((field) => field.column === 'gnum');
  const lines = family.lineTable
    ? Array.from({ length: random.int(1, 3) }, (_unused, index) => {
        const line = fill(writableLineFields(family), context);
        if (numbered) line.gnum = index + 1;
        return line;
      })
    : [];
  balance(head, lines);

  const { state, name } = random.weighted(seed.states, stateWeights(family, seed.states));
  const { draft } = family.definition.ui.lifecycle.states;
  const declaredAt = Math.min(now, createdAt + random.int(1, 72) * 3_600_000);
  const broken = state === '100' ? firstBrokenRule(family, head) : null;
  const returnInfo = state === draft ? null : state === '100' ? (broken?.reason ?? '海关退单：申报要素不全') : (STEP_INFO[state] ?? name);
  Object.assign(head, {
    id,
    company_code: seed.company.code,
    state,
    create_time: chinaDateTime(createdAt),
    update_time: chinaDateTime(state === draft ? createdAt : declaredAt),
    app_time: state === draft ? null : chinaDateTime(declaredAt),
    return_info: returnInfo,
  });
  const receipt = state === draft || state === family.definition.ui.lifecycle.states.declared ? null : {
    family: family.id, bill_id: id, company_code: seed.company.code, message_type: messageTypeOf(family), return_status: state,
    return_status_name: name, return_info: returnInfo, return_time: chinaDateTime(declaredAt), return_at: declaredAt,
  };
  return { head, lines: lines.map((line) => ({ ...line, head_id: id })), receipt };
}
