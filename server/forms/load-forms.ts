// Reads the form definition folder (schemas/forms) at start, builds every form with core/forms
// and compiles (on first use) the schema its save is checked with (formWritableSchema) with the bill ajv, so a
// form's save is checked by the same keywords and messages as a bill's. A broken definition stops
// the server with its file and pointer, as a broken bill definition does.
import type { ValidateFunction } from 'ajv';
import { buildForms, formWritableSchema, type FormDefinition } from '#core/forms/index.ts';
import type { FieldSchema } from '#core/definition/index.ts';
import { readDefinitionFiles, withFolderPaths } from '../bills/load-definitions.ts';
import { compileWritablePart } from '../bills/validation/bill-ajv.ts';

/** A form as the server uses it: its definition, its compiled check and the dictionaries its fields name. */
export interface LoadedForm {
  definition: FormDefinition;
  check: ValidateFunction;
  /** Dictionary codes of the fields a client writes (checked on save). */
  dictionaryCodes: string[];
}

function dictionariesOf(definition: FormDefinition): string[] {
  const codes = Object.values(definition.schema.properties as Record<string, FieldSchema>)
    .filter((field) => field.readOnly !== true)
    .flatMap((field) => (typeof field['x-dictionary'] === 'string' ? [field['x-dictionary']] : []));
  return [...new Set(codes)];
}

/** The check is compiled on the form's first save, not at start (as a bill family's validators). */
export function loadForm(definition: FormDefinition): LoadedForm {
  let check: ValidateFunction | undefined;
  return {
    definition,
    get check() {
      check ??= compileWritablePart(formWritableSchema(definition.schema));
      return check;
    },
    dictionaryCodes: dictionariesOf(definition),
  };
}

export function loadForms(dir: string): LoadedForm[] {
  return withFolderPaths(dir, () => buildForms(readDefinitionFiles(dir)).map(loadForm));
}
