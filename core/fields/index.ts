// Field kinds, the data side (docs/kinds.md).
export * from './field-kind.ts';
export * from './search-controls.ts';
export * from './registry.ts';
export { XML_MEDIA_TYPE } from './kinds/xml.ts';
export { LONG_TEXT } from './kinds/textarea.ts';
