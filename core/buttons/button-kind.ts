// The data side of a button kind: what it works on (nothing, or the selected rows), the
// lifecycle action it runs on the bills, and the sub-paths the server mounts for it. The client
// adds how a click runs (src/engine/buttons), the server the routes it mounts (server/buttons).
// Each kind's file also declares the kind's button (its interface in the ButtonDefinition union).
import type { PromptSettings } from '../definition/types.ts';

/** What a click needs: nothing, or at least one selected row (spec §5.3). */
export type Selection = 'none' | 'rows';

/** What every button of a UI file has. */
export interface ButtonBase {
  /** The button code the user must hold (spec §6). */
  code: string;
  text: string;
}

/**
 * A button that posts the selected bills to its path, running a lifecycle action on them (a
 * button whose action the lifecycle does not define gets no route).
 */
export interface ActionButtonBase extends ButtonBase {
  path: string;
  /** The lifecycle action it runs (lifecycle.actions). */
  action?: string;
}

export type { PromptSettings };

/** The data side of the kind of button B (B: the kind's interface, keyed on `kind`). */
export interface ButtonKindData<B extends ButtonBase & { kind: string }> {
  kind: B['kind'];
  selection(button: B): Selection;
  /** The lifecycle action the button runs on the selected bills, if any. */
  action(button: B): string | undefined;
  /** The family sub-paths the server answers for the button (none: the client alone runs it). */
  paths(button: B): string[];
}
