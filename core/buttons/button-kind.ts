// The data side of a button kind: what it works on (nothing, or the selected rows), the
// lifecycle action it runs on the bills, and the sub-paths the server mounts for it. The client
// adds how a click runs (src/engine/buttons), the server the routes it mounts (server/buttons).
// Each kind's button is typed by the meta-schema (ui-file.generated.ts); their union is ButtonDefinition.

/** What a click needs: nothing, or at least one selected row (spec §5.3). */
export type Selection = 'none' | 'rows';

/** The data side of the kind of button B (B: the kind's interface, keyed on `kind`). */
export interface ButtonKindData<B extends { kind: string; code: string }> {
  kind: B['kind'];
  selection(button: B): Selection;
  /** The lifecycle action the button runs on the selected bills, if any. */
  action(button: B): string | undefined;
  /** The family sub-paths the server answers for the button (none: the client alone runs it). */
  paths(button: B): string[];
}
