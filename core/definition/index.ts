// The definition module: pure TypeScript shared by the browser and the server. It reads
// already-parsed definition files and derives what both sides need from them.
export * from './types.ts';
export * from './errors.ts';
export * from './naming.ts';
export * from './resolve-refs.ts';
export * from './system-fields.ts';
export * from './fields.ts';
export * from './lifecycle.ts';
export * from './date-window.ts';
export * from './messages.ts';
export * from './vocabulary.ts';
export * from './value-kinds.ts';
export * from './value-relations.ts';
export * from './relation-check.ts';
export * from './declare-rules.ts';
export * from './writable-schema.ts';
export * from './session-defaults.ts';
export * from './presets.ts';
export * from './state-names.ts';
export * from './defaults.ts';
export * from './definitions.ts';
export * from './schema-check.ts';
export * from './json-syntax.ts';
