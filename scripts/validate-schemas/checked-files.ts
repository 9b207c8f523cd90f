// The definition files as the cross checks receive them: each one that passed its meta-schema,
// with the path problems are reported against. Shapes are core's (core/definition/types.ts).
import type { DataSchema, FieldSchema, UiDefinition } from '#core/definition/index.ts';

/** A file that passed its meta-schema, with the path problems are reported against. */
export interface Checked<T> {
  file: string;
  value: T;
}

/** `_shared.schema.json`: complete fields under `definitions`. */
export interface SharedSchemaFile {
  definitions: Record<string, FieldSchema>;
}

/**
 * The shared fields as the cross checks see them: usable, absent, or present but broken (then its
 * own problems are reported and references into it are not checked, to avoid one line per use).
 */
export type SharedFields = Checked<SharedSchemaFile> | 'missing' | 'unusable';

/**
 * One family as found on disk; a side is absent when its file is missing or failed its
 * meta-schema. `ui` is the built definition (defaults filled in by core/definition/defaults.ts).
 */
export interface FamilyFiles {
  family: string;
  data?: Checked<DataSchema>;
  ui?: Checked<UiDefinition>;
}
