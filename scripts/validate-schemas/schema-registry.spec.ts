// A kept registry serves the next tree only while every file it read still reads the same there.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptRegistry } from './schema-registry.ts';

const roots: string[] = [];

/** A tree with a schema that references a shared file (as a bill's data schema does). */
function tree(shared: object, main: object = { $ref: 'shared.schema.json#/definitions/code' }): string {
  const root = mkdtempSync(join(tmpdir(), 'schema-registry-'));
  roots.push(root);
  const write = (file: string, value: object) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(value));
  };
  write('schemas/meta/shared.schema.json', shared);
  write('schemas/meta/main.schema.json', main);
  return root;
}

const SHORT_CODE = { definitions: { code: { type: 'string', maxLength: 4 } } };

function validatorOf(root: string) {
  const compiled = keptRegistry(root, 'draft-07', true, { strictRequired: false }).compile('schemas/meta/main.schema.json');
  if (!('validate' in compiled)) throw new Error(compiled.problem);
  return compiled.validate;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('keptRegistry', () => {
  it('hands a tree whose files read the same the validator compiled for another', () => {
    const first = validatorOf(tree(SHORT_CODE));
    const second = validatorOf(tree(SHORT_CODE));
    expect(second).toBe(first);
    expect(second('ABCDE')).toBe(false);
  });

  it('compiles again when a file the schema references changed', () => {
    const first = validatorOf(tree(SHORT_CODE));
    expect(first('ABCDEF')).toBe(false);
    const longer = validatorOf(tree({ definitions: { code: { type: 'string', maxLength: 8 } } }));
    expect(longer).not.toBe(first);
    expect(longer('ABCDEF')).toBe(true);
    // The first tree's texts are still served by their own registry.
    expect(validatorOf(tree(SHORT_CODE))('ABCDEF')).toBe(false);
  });

  it('reports a referenced file the tree lacks, though another tree had it', () => {
    validatorOf(tree(SHORT_CODE));
    const root = tree(SHORT_CODE);
    rmSync(join(root, 'schemas/meta/shared.schema.json'));
    const compiled = keptRegistry(root, 'draft-07', true, { strictRequired: false }).compile('schemas/meta/main.schema.json');
    expect(compiled).toEqual({ problem: 'schemas/meta/shared.schema.json：文件不存在' });
  });
});
