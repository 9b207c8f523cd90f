// What a confirm, prompt or collect call carries: the selection, or the list's conditions.
import type { ButtonDefinition } from '#core/definition/index.ts';
import { actionBody, conditionBody } from '#core/list/action-bodies.ts';
import type { ButtonRunContext } from './button-kind.ts';

export function selectionBody(button: ButtonDefinition, context: Pick<ButtonRunContext, 'selectedRows' | 'listRequest'>, entry?: string) {
  return button.kind === 'collect' && button.byCondition
    ? conditionBody(button, context.listRequest.terms, entry)
    : actionBody(button, context.selectedRows, entry);
}
