// The state list of a new definition (schemas/seed/states.json): refused when the file already
// has a list of that mode and type, otherwise appended; the file is written by the caller.
import { readJson, ScaffoldError, type NewFile } from './files.ts';

export const STATES_FILE = 'schemas/seed/states.json';

export interface StateList {
  mode: string;
  billType: string;
  states: Array<{ state: string; stateName: string }>;
}

/** states.json with `list` appended. */
export function addStateList(root: string, list: StateList): NewFile {
  const file = readJson<{ stateLists: StateList[] }>(root, STATES_FILE);
  if (file.stateLists.some((one) => one.mode === list.mode && one.billType === list.billType))
    throw new ScaffoldError(`状态列表中已有 ${list.mode}/${list.billType}（${STATES_FILE}）`);
  file.stateLists.push(list);
  return [STATES_FILE, file];
}
