// A form's read-only `{field}Name` beside a dictionary field (企业备案's economicTypeCodeName): the
// server answers the dictionary item's name there. Read from the data schema, for the company
// filing and the engine forms alike.
import type { FieldSchema } from '#core/definition/index.ts';

export interface DictionaryName {
  field: string;
  nameField: string;
  dictionary: string;
}

export function dictionaryNameFields(properties: Readonly<Record<string, FieldSchema>>): DictionaryName[] {
  return Object.entries(properties).flatMap(([field, fieldSchema]) => {
    const nameField = `${field}Name`;
    const dictionary = fieldSchema['x-dictionary'];
    return typeof dictionary === 'string' && properties[nameField]?.readOnly === true ? [{ field, nameField, dictionary }] : [];
  });
}
