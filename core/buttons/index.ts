// Button kinds, the data side (docs/kinds.md).
export * from './button-kind.ts';
export * from './registry.ts';
