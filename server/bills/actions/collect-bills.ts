// A collect button (docs/definitions.md): the selected bills of one family become a new bill of
// another — inventories into a delivery note or a summary application (one bill, a line per
// selected bill), or each inventory into its own cancellation or return application. Fields
// travel by name: the new header takes the same-named header fields of the first selected
// bill, each new line the same-named header fields of its bill, and a typed reason goes into
// the prompt's field. Everything happens in the caller's transaction: all or nothing.
import { buttonAction } from '#core/buttons/index.ts';
import { declareProblem, lifecycleAction, sessionDefaults, type CollectButton } from '#core/definition/index.ts';
import { businessError } from '../../http/envelope.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import { BILL_NOT_FOUND } from '../find-bill.ts';
import type { BillEngine } from '../engine.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../family.ts';
import { findLines } from '../find-bill.ts';
import { displayNames } from '../list/list-bills.ts';
import { loadDictionaries } from '../options/dictionaries.ts';
import { headToApi, lineToApi, type ApiRow, type DbRow } from '../rows.ts';
import { insertBill } from '../save/store-bill.ts';
import { validateBill, type BillData } from '../validation/validate-bill.ts';
import { runAction } from './run-action.ts';
import { nextVersion } from '../save/bill-version.ts';

/** The engine's line-number convention (as the seed and the detail page use it). */
const LINE_NUMBER = 'gnum';
const DECLARE_ACTION = 'declare';

export interface CollectCall {
  family: BillFamily;
  target: BillFamily;
  button: CollectButton;
  ids: readonly number[];
  note: string | null;
  userId: number;
  companyCode: string;
  /** The caller's company name, for fields whose form default is the session's company. */
  companyName: string;
  /** The approved filing's customs registration code (copCode of new bills), when there is one. */
  customsRegistCode?: string | null;
}

export interface CollectAnswer {
  /** The new bills. */
  ids: number[];
  declared: boolean;
  /** When the new bills could not be declared: the first problem, to complete by hand. */
  problem: string | null;
  /** 签名记录 to sign and send once the transaction commits (not part of the answer). */
  signRecords: number[];
}

/** Same-named values of `from`; a field the source lacks takes its schema default. */
function copyFields(fields: ReturnType<typeof writableHeadFields>, from: ApiRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = from[field.name];
    if (value !== null && value !== undefined && value !== '') out[field.name] = value;
    else if (field.schema.default !== undefined) out[field.name] = field.schema.default;
  }
  return out;
}

/**
 * The new bills. One for all selected bills: a line per selected bill, from its header. One for
 * each: the selected bill's own lines (a return or cancellation carries the inventory's goods).
 */
function newBills(call: CollectCall, selected: ApiRow[], sourceLines: ReadonlyMap<number, ApiRow[]>): BillData[] {
  const { target, button } = call;
  const each = button.per === 'each';
  const groups = each ? selected.map((row) => [row]) : [selected];
  const numbered = target.lineFields.some((field) => field.name === LINE_NUMBER);
  // The target's company fields a new bill starts from, as on the detail page, when the selected bill does not carry them.
  const defaults = sessionDefaults(target.definition, {
    companyCode: call.companyCode,
    companyName: call.companyName,
    customsRegistCode: call.customsRegistCode,
  });
  return groups.map((group) => {
    const head: BillData = { ...defaults, ...copyFields(writableHeadFields(target), group[0]) };
    if (button.prompt && call.note !== null) head[button.prompt.key] = call.note;
    if (target.lineTable) {
      const from = each && call.family.lineTable ? (sourceLines.get(Number(group[0].id)) ?? []) : group;
      head.lines = from.map((row, index) => ({
        ...copyFields(writableLineFields(target), row),
        ...(numbered ? { [LINE_NUMBER]: index + 1 } : {}),
      }));
    }
    return head;
  });
}

async function linesOf(trx: EngineTrx, call: CollectCall, names: Parameters<typeof lineToApi>[2]): Promise<Map<number, ApiRow[]>> {
  const byHead = new Map<number, ApiRow[]>();
  if (call.button.per !== 'each' || !call.family.lineTable || !call.target.lineTable) return byHead;
  for (const row of await findLines(trx, call.family, call.ids)) {
    const head = Number(row.head_id);
    byHead.set(head, [...(byHead.get(head) ?? []), lineToApi(call.family, row, names)]);
  }
  return byHead;
}

async function markSelected(trx: EngineTrx, call: CollectCall): Promise<void> {
  const set = call.button.set;
  if (!set || Object.keys(set).length === 0) return;
  const values: DbRow = {};
  for (const [name, value] of Object.entries(set)) {
    const field = call.family.headFields.find((candidate) => candidate.name === name);
    if (field) values[field.column] = value;
  }
  await dynamicDb(trx)
    .updateTable(call.family.headTable)
    .set({ ...values, version: nextVersion() })
    .where('company_code', '=', call.companyCode)
    .where('id', 'in', [...call.ids])
    .execute();
}

export async function collectBills(engine: BillEngine, trx: EngineTrx, call: CollectCall, now: number): Promise<CollectAnswer> {
  const { family, target, button } = call;
  const rows = (await dynamicDb(trx)
    .selectFrom(family.headTable)
    .selectAll()
    .where('company_code', '=', call.companyCode)
    .where('id', 'in', [...call.ids])
    .orderBy('id')
    .execute()) as DbRow[];
  if (rows.length !== call.ids.length) throw businessError(BILL_NOT_FOUND);
  // The lifecycle decides which selected bills may be collected (all or none), and moves them.
  const actor = { userId: call.userId, companyCode: call.companyCode };
  const signRecords: number[] = [];
  if (button.action)
    signRecords.push(
      ...(await runAction(engine, trx, { family, action: button.action, verb: button.text, ids: call.ids, note: call.note, ...actor }, now)).signRecords,
    );
  await markSelected(trx, call);

  const names = await displayNames(trx as never, family);
  const selected = rows.map((row) => ({ ...headToApi(family, row, names), id: Number(row.id) }));
  const bills = newBills(call, selected, await linesOf(trx, call, names));
  const ids: number[] = [];
  for (const bill of bills) ids.push(await insertBill(trx, target, call.companyCode, bill, now));
  if (!button.declare || !lifecycleAction(target.definition, DECLARE_ACTION)) return { ids, declared: false, problem: null, signRecords };

  // Declaring needs complete bills; an incomplete one stays a draft for the user to finish.
  const dictionaries = await loadDictionaries(trx as never, target.dictionaryCodes);
  for (const bill of bills) {
    const checked = validateBill(target, bill, dictionaries);
    if (!checked.ok) return { ids, declared: false, problem: checked.problems[0].message, signRecords };
    // Complete as declaring needs it (lines where the family needs them, numbers adding up).
    const { lines = [], ...header } = checked.data;
    const incomplete = declareProblem(target.definition.schema, header, lines);
    if (incomplete !== null) return { ids, declared: false, problem: incomplete, signRecords };
  }
  const verb = target.definition.ui.buttons.find((candidate) => buttonAction(candidate) === DECLARE_ACTION)?.text ?? '申报';
  signRecords.push(...(await runAction(engine, trx, { family: target, action: DECLARE_ACTION, verb, ids, note: null, ...actor }, now)).signRecords);
  return { ids, declared: true, problem: null, signRecords };
}

/** The success text: what was made, and whether it still needs completing. */
export function collectedText(target: BillFamily, answer: CollectAnswer): string {
  const made = `已生成${answer.ids.length}张${target.title}`;
  if (answer.declared) return `${made}并申报`;
  return answer.problem ? `${made}（暂存）：${answer.problem}，请补全后申报` : made;
}
