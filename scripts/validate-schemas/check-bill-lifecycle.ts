// Cross checks of the state type and the lifecycle: the state list exists in states.json, every
// state the lifecycle names is in it (the client filters and the server refuses by these values),
// every button's action is a lifecycle action and every lifecycle action has a button.
import { buttonAction } from '#core/buttons/registry.ts';
import { STATELESS } from '#core/definition/defaults.ts';
import type { UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import { SEED_FILES } from './seed-files.ts';
import type { StatesFile } from './seed-types.ts';

/** The states of a state list of states.json, or the problem of naming one that is not there (bills and forms). */
export function findStateList(states: StatesFile, stateType: { mode: string; billType: string }): { states: ReadonlySet<string> } | { problem: string } {
  const { mode, billType } = stateType;
  const list = states.stateLists.find((l) => l.mode === mode && l.billType === billType);
  if (list) return { states: new Set(list.states.map((s) => s.state)) };
  const sameType = states.stateLists.find((l) => l.billType === billType);
  const hint = sameType ? `（${billType} 的 mode 是 ${sameType.mode}）` : '';
  return { problem: `状态列表 ${mode}/${billType} 不在 ${SEED_FILES.states.file} 中${hint}` };
}

function stateList(ui: UiDefinition, states: StatesFile | undefined, problems: ProblemList): ReadonlySet<string> | undefined {
  if (!ui.stateType || !states) return undefined;
  const found = findStateList(states, ui.stateType);
  if ('states' in found) return found.states;
  problems.add(pointerOf('stateType'), found.problem);
  return undefined;
}

function checkLifecycleStates(ui: UiDefinition, known: ReadonlySet<string>, problems: ProblemList): void {
  const lifecycle = ui.lifecycle;
  if (!lifecycle) return;
  const listName = `${ui.stateType?.mode}/${ui.stateType?.billType}`;
  const check = (state: string, pointer: string) => {
    if (!known.has(state)) problems.add(pointer, `状态 "${state}" 不在状态列表 ${listName} 中（${SEED_FILES.states.file}）`);
  };
  for (const [name, state] of Object.entries(lifecycle.states ?? {})) {
    // draft 0 and declared 10 are filled in by the engine for every lifecycle (core/definition/defaults.ts).
    if (STATELESS.states[name] !== state) check(state, pointerOf('lifecycle', 'states', name));
  }
  lifecycle.editableIn.forEach((state, i) => check(state, pointerOf('lifecycle', 'editableIn', i)));
  for (const [name, action] of Object.entries(lifecycle.actions)) {
    action.from.forEach((state, i) => check(state, pointerOf('lifecycle', 'actions', name, 'from', i)));
    if (action.to !== undefined) check(action.to, pointerOf('lifecycle', 'actions', name, 'to'));
  }
}

function checkActionButtons(ui: UiDefinition, problems: ProblemList): void {
  const actions = ui.lifecycle?.actions ?? {};
  const placed = [
    ...ui.buttons.map((button, i) => ({ button, at: pointerOf('buttons', i, 'action') })),
    ...ui.list.rowActions.map((button, i) => ({ button, at: pointerOf('list', 'rowActions', i, 'action') })),
  ];
  for (const { button, at } of placed) {
    const action = buttonAction(button);
    if (action === undefined || Object.hasOwn(actions, action)) continue;
    problems.add(at, ui.lifecycle ? `lifecycle.actions 中没有动作 "${action}"` : `没有 lifecycle，按钮不能引用动作 "${action}"`);
  }
  for (const name of Object.keys(actions)) {
    if (!placed.some(({ button }) => buttonAction(button) === name)) {
      problems.add(pointerOf('lifecycle', 'actions', name), `动作 "${name}" 没有按钮（buttons 与 list.rowActions 中没有 action 为 "${name}" 的按钮）`);
    }
  }
}

export function checkBillLifecycle(ui: Checked<UiDefinition>, states: StatesFile | undefined): Problem[] {
  const problems = new ProblemList(ui.file);
  const known = stateList(ui.value, states, problems);
  if (known) checkLifecycleStates(ui.value, known, problems);
  checkActionButtons(ui.value, problems);
  return problems.items;
}
