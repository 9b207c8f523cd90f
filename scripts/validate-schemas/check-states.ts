// Cross checks of states.json: one list per (mode, billType), no state value or label twice in a
// list, and the mode a type's prefix implies (Expu* -> EXPU, Invt* -> INVT, Company* -> COMPANY),
// because the client asks with that pair and a mismatch silently yields an empty filter.
import { FirstOccurrence } from './first-occurrence.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import type { StatesFile } from './seed-types.ts';

const MODE_BY_PREFIX: ReadonlyArray<[string, string]> = [
  ['Expu', 'EXPU'],
  ['Invt', 'INVT'],
  ['Company', 'COMPANY'],
];

export function checkStates(file: string, data: StatesFile): Problem[] {
  const problems = new ProblemList(file);
  const pairs = new FirstOccurrence();
  for (const [i, list] of data.stateLists.entries()) {
    const typePointer = pointerOf('stateLists', i, 'billType');
    const earlier = pairs.previous(`${list.mode}\u0000${list.billType}`, typePointer);
    if (earlier) problems.add(typePointer, `状态列表 ${list.mode}/${list.billType} 重复（已用于 #${earlier}）`);
    const expectedMode = MODE_BY_PREFIX.find(([prefix]) => list.billType.startsWith(prefix))?.[1];
    if (expectedMode && list.mode !== expectedMode) {
      problems.add(pointerOf('stateLists', i, 'mode'), `${list.billType} 的 mode 应为 ${expectedMode}`);
    }
    const values = new FirstOccurrence();
    const names = new FirstOccurrence();
    for (const [j, state] of list.states.entries()) {
      const valuePointer = pointerOf('stateLists', i, 'states', j, 'state');
      const earlierValue = values.previous(state.state, valuePointer);
      if (earlierValue) problems.add(valuePointer, `${list.billType} 中状态值 "${state.state}" 重复（已用于 #${earlierValue}）`);
      const namePointer = pointerOf('stateLists', i, 'states', j, 'stateName');
      const earlierName = names.previous(state.stateName, namePointer);
      if (earlierName) problems.add(namePointer, `${list.billType} 中状态名称 "${state.stateName}" 重复（已用于 #${earlierName}）`);
    }
  }
  return problems.items;
}
