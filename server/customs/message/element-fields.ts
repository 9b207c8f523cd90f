// Which field feeds which element of a family's message: what turns an XSD problem about an
// element (libxml2 names it by its local name) back into the field a user can correct, by title.
// A name may occur in several elements (note: OrderHead.note and BaseTransfer.note), so each
// answer lists every element of that name that a field feeds, with its parent.
import type { FamilyMessage } from './build-message.ts';
import { plannedElements, type MappingPart } from './message-plan.ts';

export interface ElementField {
  /** The element the named one is a child of (OrderHead, OrderList, BaseTransfer). */
  parent: string;
  part: MappingPart;
  field: string;
}

/** element local name → the fields that feed an element of that name. */
export function elementFields(message: FamilyMessage): Map<string, ElementField[]> {
  const fields = new Map<string, ElementField[]>();
  for (const node of plannedElements(message.plan)) {
    if (node.source?.kind !== 'field') continue;
    const name = node.particle.element.name;
    fields.set(name, [...(fields.get(name) ?? []), { parent: node.parent, part: node.source.part, field: node.source.field.name }]);
  }
  return fields;
}
