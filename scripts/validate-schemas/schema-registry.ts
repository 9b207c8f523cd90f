// Schema files as ajv sees them: each file is registered under a file: URI built from its path in
// the tree, so that a relative "$ref" between files ("menu.schema.json#/definitions/buttonCode")
// resolves for ajv exactly as it does for VS Code, which resolves it against the file's location.
//
// A registry made by `keptRegistry` is kept for the process, with its ajv and every validator it
// compiled, and handed to the next validation whose files it read still have the same texts:
// compiling the meta-schemas is most of a validation's time, and the spec validates a copy of
// the tree in each of its tests.
import type Ajv from 'ajv';
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createAjv, type SchemaDraft } from './ajv-factory.ts';
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

/** What a registry has read and compiled; a kept one serves every tree with the same texts. */
interface RegistryState {
  ajv: Ajv;
  loaded: Map<string, Loaded>;
  /** Each file read, with its text (null: it could not be read). */
  texts: Map<string, string | null>;
  /** False once a schema names itself by an absolute URI: that name would follow it to other trees. */
  shareable: boolean;
}

function textOf(root: string, file: string): string | null {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return null;
  }
}

/** Kept registries by ajv settings, most recently used first. */
const kept = new Map<string, RegistryState[]>();
const KEPT_PER_SETTINGS = 4;

/**
 * A registry for `root` with an ajv of these settings: a kept one whose files read the same in
 * `root`, or a new one that is kept from now on.
 */
export function keptRegistry(root: string, draft: SchemaDraft, strict: boolean, extra: Options = {}): SchemaRegistry {
  const settings = JSON.stringify([draft, strict, extra]);
  const states = (kept.get(settings) ?? []).filter((state) => state.shareable);
  kept.set(settings, states);
  const index = states.findIndex((state) => state.shareable && [...state.texts].every(([file, text]) => textOf(root, file) === text));
  const state = index >= 0 ? states.splice(index, 1)[0] : { ajv: createAjv(draft, strict, extra), loaded: new Map(), texts: new Map(), shareable: true };
  states.unshift(state);
  states.length = Math.min(states.length, KEPT_PER_SETTINGS);
  return new SchemaRegistry(root, state.ajv, state);
}

export class SchemaRegistry {
  private readonly state: RegistryState;

  constructor(
    private readonly root: string,
    ajv: Ajv,
    state?: RegistryState,
  ) {
    this.state = state ?? { ajv, loaded: new Map(), texts: new Map(), shareable: false };
  }

  /** The ajv the files are loaded into. */
  get ajv(): Ajv {
    return this.state.ajv;
  }

  private get loaded(): Map<string, Loaded> {
    return this.state.loaded;
  }

  /** Registers a file and, transitively, every file it references; returns what went wrong. */
  load(file: string): Problem[] {
    return this.loadOnce(file).problems;
  }

  private loadOnce(file: string): Loaded {
    const done = this.loaded.get(file);
    if (done) return done;
    const loaded: Loaded = { id: fileUri(file), problems: [] };
    this.loaded.set(file, loaded);
    this.state.texts.set(file, textOf(this.root, file));
    const read = readJsonFile(this.root, file);
    if (!read.ok) {
      loaded.problems.push(read.problem);
      return loaded;
    }
    const schema = read.value as AnySchemaObject;
    for (const target of referencedFiles(file, schema)) loaded.problems.push(...this.load(target));
    // A schema that names itself by an absolute URI keeps it; otherwise its location is its name.
    if (typeof schema.$id === 'string' && HAS_SCHEME.test(schema.$id)) {
      loaded.id = schema.$id;
      this.state.shareable = false;
    }
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
