// Inlines every `$ref` of a definition file, given the already-parsed files of the folder
// (browser and server read them differently; this module only sees the parsed map). A `$ref`
// names `file.json#/json/pointer` or `#/pointer` in the same file. Keywords written beside a
// `$ref` override the referenced ones, so a family can give a shared field its own title.
import { DefinitionError } from './errors.ts';

export type ParsedFiles = Readonly<Record<string, unknown>>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

function followPointer(document: unknown, pointer: string, file: string, ref: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  if (!pointer.startsWith('/')) throw new DefinitionError(file, '', `无法解析引用 ${ref}：JSON 指针须以 / 开头`);
  let node: unknown = document;
  for (const token of pointer.slice(1).split('/').map(decodePointerToken)) {
    if (node === null || typeof node !== 'object' || !(token in (node as object))) {
      throw new DefinitionError(file, '', `无法解析引用 ${ref}：找不到 ${pointer}`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function targetOf(ref: string, currentFile: string, files: ParsedFiles): { file: string; node: unknown } {
  const hash = ref.indexOf('#');
  const filePart = (hash < 0 ? ref : ref.slice(0, hash)).replace(/^\.\//, '');
  const pointer = hash < 0 ? '' : ref.slice(hash + 1);
  const file = filePart === '' ? currentFile : filePart;
  if (!(file in files)) throw new DefinitionError(currentFile, '', `无法解析引用 ${ref}：文件 ${file} 不存在`);
  return { file, node: followPointer(files[file], pointer, currentFile, ref) };
}

function resolveNode(node: unknown, file: string, files: ParsedFiles, trail: string[]): Json {
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, file, files, trail));
  if (node === null || typeof node !== 'object') return node as Json;
  const record = node as Record<string, unknown>;
  const ref = record.$ref;
  let base: Record<string, Json> = {};
  let siblings = record;
  if (typeof ref === 'string') {
    const key = `${file}→${ref}`;
    if (trail.includes(key)) throw new DefinitionError(file, '', `引用 ${ref} 形成循环`);
    const target = targetOf(ref, file, files);
    const resolved = resolveNode(target.node, target.file, files, [...trail, key]);
    if (resolved === null || typeof resolved !== 'object' || Array.isArray(resolved)) {
      throw new DefinitionError(file, '', `引用 ${ref} 指向的不是对象`);
    }
    base = resolved;
    siblings = Object.fromEntries(Object.entries(record).filter(([name]) => name !== '$ref'));
  }
  const out: Record<string, Json> = { ...base };
  for (const [name, value] of Object.entries(siblings)) out[name] = resolveNode(value, file, files, trail);
  return out;
}

/** A deep copy of `files[file]` (or of `value`, read as written in `file`) with every `$ref` inlined. */
export function resolveRefs<T = unknown>(file: string, files: ParsedFiles, value: unknown = files[file]): T {
  return resolveNode(value, file, files, []) as T;
}
