// The part of jsdom the content sanitiser uses (no @types/jsdom is installed): a window with the
// DOM lib's types, which DOMPurify takes.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
