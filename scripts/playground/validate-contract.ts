// What the playground page and its dev server agree on for the full check, apart from the
// endpoint's Node code so that the page can import it.
import type { Problem } from '../validate-schemas/problem.ts';

export const PLAYGROUND_VALIDATE_PATH = '/__playground/validate';

/** The most a request body may hold: two definition files are a few hundred kB at most. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ValidateRequest {
  /** Path from the project root → the file's text. */
  files: Record<string, string>;
}

export interface ValidateAnswer {
  problems: Problem[];
  filesChecked: number;
}
