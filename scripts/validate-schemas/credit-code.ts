// Unified social credit code (统一社会信用代码, GB 32100-2015): the check lives with the value kinds
// (core/definition/value-kinds.ts), which the demo seed and its spec use too.
export { isValidCreditCode } from '#core/definition/index.ts';
