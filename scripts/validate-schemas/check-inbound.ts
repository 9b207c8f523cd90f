// A field table's message.inbound (a document customs sends, read back into a bill of the family:
// docs/customs-messages/transfer.md "Documents customs sends") against the family and its message:
// the keys, the owner's keys, agreed fields and time fields are fields of the family (head; the
// line key a line field; a time field a date), and the state, time and company elements are simple
// elements of the head element of the message. The owner family's own fields are read by name at
// run time (a field the owner lacks is left empty).
import { plannedElements, type MessagePlan } from '../../server/customs/message/message-plan.ts';
import type { Checked } from './checked-files.ts';
import { pointerOf, type Problem } from './problem.ts';
import { fieldOf, type FamilyFields } from './table-fields.ts';
import type { FieldTable } from './table-types.ts';

export function checkInbound(table: Checked<FieldTable>, fields: FamilyFields, plan: MessagePlan, problems: Problem[]): void {
  const mapping = table.value.message;
  const inbound = mapping?.inbound;
  if (!mapping || !inbound) return;
  const headElements = new Set(
    plannedElements(plan)
      .filter((node) => node.parent === mapping.head)
      .map((node) => node.particle.element.name),
  );
  const report = (pointer: string, message: string) => problems.push({ file: table.file, pointer, message });
  const headField = (name: string, ...at: Array<string | number>) => {
    if (!fieldOf(fields, 'head', name)) report(pointerOf('message', 'inbound', ...at), `表头没有字段 "${name}"`);
  };
  const headElement = (name: string, ...at: Array<string | number>) => {
    if (!headElements.has(name)) report(pointerOf('message', 'inbound', ...at), `${mapping.head} 没有简单子元素 "${name}"`);
  };
  inbound.keys.forEach((name, index) => headField(name, 'keys', index));
  if ('element' in inbound.state) headElement(inbound.state.element, 'state', 'element');
  headElement(inbound.time, 'time');
  (inbound.companies ?? []).forEach((name, index) => headElement(name, 'companies', index));
  const owner = inbound.owner;
  if (!owner) {
    if ((inbound.companies ?? []).length === 0) report(pointerOf('message', 'inbound'), '没有 owner 时须写 companies：单证归哪家企业');
    return;
  }
  owner.keys.forEach((name, index) => headField(name, 'owner', 'keys', index));
  (owner.agree ?? []).forEach((name, index) => headField(name, 'owner', 'agree', index));
  if (owner.lineKey !== undefined && !fieldOf(fields, 'lines', owner.lineKey)) {
    report(pointerOf('message', 'inbound', 'owner', 'lineKey'), `表体没有字段 "${owner.lineKey}"`);
  }
  for (const name of Object.keys(owner.times ?? {})) {
    const field = fieldOf(fields, 'head', name);
    if (!field) headField(name, 'owner', 'times', name);
    else if (field.field && field.field.format !== 'date' && field.field.format !== 'date-time') {
      report(pointerOf('message', 'inbound', 'owner', 'times', name), `字段 "${name}" 不是日期或日期时间，不能取回执时间`);
    }
  }
}
