// The data side of a button kind: what it works on (nothing, or the selected rows), the
// lifecycle action it runs on the bills, and the sub-paths the server mounts for it. The client
// adds how a click runs (src/engine/buttons), the server the routes it mounts (server/buttons).
import type { ButtonKind, ButtonOf } from '../definition/types.ts';

/** What a click needs: nothing, or at least one selected row (spec §5.3). */
export type Selection = 'none' | 'rows';

export interface ButtonKindData<K extends ButtonKind = ButtonKind> {
  kind: K;
  selection(button: ButtonOf<K>): Selection;
  /** The lifecycle action the button runs on the selected bills, if any. */
  action(button: ButtonOf<K>): string | undefined;
  /** The family sub-paths the server answers for the button (none: the client alone runs it). */
  paths(button: ButtonOf<K>): string[];
}
