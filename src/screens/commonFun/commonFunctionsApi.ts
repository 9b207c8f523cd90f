// The three calls of common functions (bill-families-and-screens.md §7), and a signal that the
// saved choice changed so that an open home page asks for its shortcuts again.
import { FUNCTION_PATHS, type CommonFunction, type FunctionAction, type UserFunction } from '#core/common-functions.ts';
import { post } from '../../http/index.ts';

export { FUNCTION_PATHS };

export const findAllFunctions = () => post<CommonFunction[]>(FUNCTION_PATHS.findAll, {});
export const findUserFunctions = () => post<UserFunction[]>(FUNCTION_PATHS.findUserFunctions, {});
export const saveFunctions = (actions: FunctionAction[]) => post<null>(FUNCTION_PATHS.saveFunctions, { actions });

const listeners = new Set<() => void>();

/** Calls `listener` whenever the user saves a new choice; answers the unsubscribe. */
export function onFunctionsSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyFunctionsSaved(): void {
  for (const listener of [...listeners]) listener();
}
