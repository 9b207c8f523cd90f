// The URI a schema file is known by inside ajv, apart from the registry (which reads files with
// Node) so that the playground's browser checks register the meta-schemas under the same names.

/** The URI a root-relative file is known by inside ajv. */
export function fileUri(file: string): string {
  return `file:///${file}`;
}
