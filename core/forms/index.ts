export * from './types.ts';
export * from './build.ts';
export * from './validate.ts';
export * from './identity-change.ts';
export * from './engine-rules.ts';
