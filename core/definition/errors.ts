// A definition that cannot be used: names the file and, where it helps, the JSON pointer, so an
// analyst can find the mistake (scripts/validate-schemas.ts reports the same way).
export class DefinitionError extends Error {
  override name = 'DefinitionError';

  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(`${file}${pointer ? ` ${pointer}` : ''}: ${problem}`);
  }
}
