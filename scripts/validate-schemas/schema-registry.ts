// Schema files as ajv sees them: each file is registered under a file: URI built from its path in
// the tree, so that a relative "$ref" between files ("menu.schema.json#/definitions/buttonCode")
// resolves for ajv exactly as it does for VS Code, which resolves it against the file's location.
import type Ajv from 'ajv';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { posix } from 'node:path';
import type { Problem } from './problem.ts';
import { readJsonFile } from './read-json.ts';
import { fileUri } from './schema-uri.ts';

export { fileUri };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Every "$ref" string in a schema, wherever it sits. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** Root-relative files that a schema's relative references name. */
function referencedFiles(file: string, schema: unknown): string[] {
  return refsIn(schema)
    .map((ref) => ref.split('#')[0])
    .filter((target) => target !== '' && !HAS_SCHEME.test(target))
    .map((target) => posix.normalize(posix.join(posix.dirname(file), target)));
}

export type Compiled = { validate: ValidateFunction } | { problem: string };

/** Loads schema files into one ajv instance, each once, with the files they reference. */
interface Loaded {
  /** The URI ajv knows the file by. */
  id: string;
  problems: Problem[];
}

export class SchemaRegistry {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly root: string,
    private readonly ajv: Ajv,
  ) {}

  /** Registers a file and, transitively, every file it references; returns what went wrong. */
  load(file: string): Problem[] {
    return this.loadOnce(file).problems;
  }

  private loadOnce(file: string): Loaded {
    const done = this.loaded.get(file);
    if (done) return done;
    const loaded: Loaded = { id: fileUri(file), problems: [] };
    this.loaded.set(file, loaded);
    const read = readJsonFile(this.root, file);
    if (!read.ok) {
      loaded.problems.push(read.problem);
      return loaded;
    }
    const schema = read.value as AnySchemaObject;
    for (const target of referencedFiles(file, schema)) loaded.problems.push(...this.load(target));
    // A schema that names itself by an absolute URI keeps it; otherwise its location is its name.
    if (typeof schema.$id === 'string' && HAS_SCHEME.test(schema.$id)) loaded.id = schema.$id;
    try {
      this.ajv.addSchema({ ...schema, $id: loaded.id });
    } catch (error) {
      loaded.problems.push({ file, pointer: '', message: `不是有效的 JSON Schema：${(error as Error).message}` });
    }
    return loaded;
  }

  /** The validator of a loaded file, or of a part of it named by a fragment ("#/definitions/x"). */
  compile(file: string, fragment = ''): Compiled {
    const { id, problems } = this.loadOnce(file);
    if (problems.length > 0) return { problem: problems.map((p) => `${p.file}：${p.message}`).join('；') };
    try {
      const validate = this.ajv.getSchema(`${id}${fragment}`);
      return validate ? { validate } : { problem: `${file}${fragment} 不存在` };
    } catch (error) {
      return { problem: `${file} 不是有效的 JSON Schema：${(error as Error).message}` };
    }
  }
}
