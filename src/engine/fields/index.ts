export type { ClientFieldKind, ListValueContext, RecordValueProps } from './field-kind.ts';
export { billWidgets, CLIENT_FIELD_KINDS } from './registry.ts';
