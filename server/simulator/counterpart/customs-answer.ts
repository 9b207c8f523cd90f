// What customs answers to a declared message, as the simulator plays it: 2 电子口岸申报中 and
// 3 发送海关成功, then 120 海关入库, 399 海关审结 and 800 放行 — or 100 海关退单 with the reason of the
// first customs rule the bill breaks (ui.customsRules of the families that send this message, read
// on the message's values: a rule's field feeds the element the family's mapping names). Like the
// simulator in the database it takes a step only where the sending family's state list has it
// (an order's list ends at 399: customs does not release orders), the state lists standing for
// what customs does with each kind of document. A message that refers to a document customs has
// not got is returned too (customs-references.ts), after these rules.
import type { BillFamily } from '../../bills/family.ts';
import type { FamilyMessage } from '../../customs/message/build-message.ts';
import { elementFields } from '../../customs/message/element-fields.ts';
import { firstRuleBroken } from '../customs-rules.ts';
import { ACCEPTED_PATH, OFFICIAL_STATUS_NAMES, RETURNED, RETURNED_PATH, STEP_INFO } from '../official-statuses.ts';
import type { DeclaredMessage } from './declared-message.ts';

export interface AnswerStep {
  status: string;
  info: string;
}

/** field name → the head element it feeds (most are the same name; the mapping's renames differ). */
function elementOfField(message: FamilyMessage): Map<string, string> {
  const elements = new Map<string, string>();
  for (const [element, fields] of elementFields(message)) {
    for (const feed of fields) if (feed.part === 'head' && !elements.has(feed.field)) elements.set(feed.field, element);
  }
  return elements;
}

/** The statuses of a message customs returns (2, 3 where the list has them, then 100 with the reason). */
export function returnedAnswer(reason: string, states: ReadonlySet<string>): AnswerStep[] {
  return RETURNED_PATH.filter((status) => status === RETURNED || states.has(status)).map((status) =>
    status === RETURNED ? { status, info: reason } : { status, info: STEP_INFO[status] ?? OFFICIAL_STATUS_NAMES[status]! },
  );
}

/** The statuses customs sends for the message, in order; `states` holds the codes of the senders' state lists. */
export function customsAnswer(
  senders: ReadonlyArray<{ family: BillFamily; message: FamilyMessage }>,
  declared: DeclaredMessage,
  states: ReadonlySet<string>,
): AnswerStep[] {
  const step = (status: string) => ({ status, info: STEP_INFO[status] ?? OFFICIAL_STATUS_NAMES[status]! });
  for (const { family, message } of senders) {
    const elements = elementOfField(message);
    // An optional element left out of the message is an empty field; a field the message does not carry is not judged.
    const broken = firstRuleBroken(family, (field) => {
      const element = elements.get(field) ?? field;
      return elements.has(field) || element in declared.values ? (declared.values[element] ?? '') : undefined;
    });
    if (broken) return returnedAnswer(broken.reason, states);
  }
  return ACCEPTED_PATH.filter((status) => states.has(status)).map(step);
}
