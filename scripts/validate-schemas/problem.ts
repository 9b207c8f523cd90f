// One finding of the validator: which file, where in it (RFC 6901 JSON pointer) and what is wrong.
// Printed as `path/to/file.json#/json/pointer: message` so an editor can jump straight to it.

export interface Problem {
  /** Path relative to the validated root, with forward slashes. */
  file: string;
  /** JSON pointer inside the file; '' means the whole document. */
  pointer: string;
  message: string;
}

function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON pointer from path segments: pointerOf('modules', 0, 'key') -> '/modules/0/key'. */
export function pointerOf(...segments: Array<string | number>): string {
  return segments.map((s) => `/${escapeSegment(s)}`).join('');
}

/** Appends segments to an existing pointer. */
export function childPointer(pointer: string, ...segments: Array<string | number>): string {
  return pointer + pointerOf(...segments);
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}#${problem.pointer}: ${problem.message}`;
}

/** Collects problems for one file so checks need not repeat the file name. */
export class ProblemList {
  readonly items: Problem[] = [];

  constructor(private readonly file: string) {}

  add(pointer: string, message: string): void {
    this.items.push({ file: this.file, pointer, message });
  }
}
