// The lifecycle of a family (ui.lifecycle): which states an action accepts and where it leads.
// The client enables a button only for rows the action accepts; the server refuses the rest.
import { buttonAction } from '../buttons/registry.ts';
import type { BillDefinition, ButtonDefinition, LifecycleAction } from './types.ts';

export function lifecycleAction(definition: BillDefinition, action: string): LifecycleAction | undefined {
  const actions = definition.ui.lifecycle.actions;
  return Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/** True when a bill in `state` may undergo `action` (an unknown action is never allowed). */
export function actionAllowedFrom(definition: BillDefinition, action: string, state: string): boolean {
  return lifecycleAction(definition, action)?.from.includes(state) ?? false;
}

/** The state `action` leads to; the current state when the action does not change it. */
export function stateAfter(definition: BillDefinition, action: string, state: string): string {
  return lifecycleAction(definition, action)?.to ?? state;
}

/** True when a bill in `state` may be edited and saved again. */
export function editableIn(definition: BillDefinition, state: string): boolean {
  return definition.ui.lifecycle.editableIn.includes(state);
}

/** The state every new bill starts in (lifecycle.states.draft). */
export function draftState(definition: BillDefinition): string {
  return definition.ui.lifecycle.states.draft;
}

/** Buttons that carry a lifecycle action the family defines. */
export function actionButtons(definition: BillDefinition): ButtonDefinition[] {
  return definition.ui.buttons.filter((button) => {
    const action = buttonAction(button);
    return action !== undefined && lifecycleAction(definition, action);
  });
}
