// A definitions tree as an analyst edits it, for tests that start the portal on definitions the
// project does not ship (issue 25: "a new form in a temporary definitions folder"): a copy of the
// project's schemas/ with a fixture folder's files put over it (its own schemas/… files) and its
// seed-additions.json added to schemas/seed — menu nodes (under the group a `parent` key names),
// dictionaries and state lists — exactly the edits an analyst makes by hand. The fixture is JSON
// only; this file is the test's machinery. The environment it answers points the portal there.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_SCHEMAS = fileURLToPath(new URL('../../schemas', import.meta.url));

interface MenuNode {
  key: string;
  children?: MenuNode[];
  [key: string]: unknown;
}

interface SeedAdditions {
  menu?: Array<{ parent?: string; node: MenuNode }>;
  dictionaries?: unknown[];
  stateLists?: unknown[];
}

export interface DefinitionsTree {
  root: string;
  /** PORTAL_BILL_SCHEMAS_DIR, PORTAL_FORM_SCHEMAS_DIR and PORTAL_SEED_DIR of the tree. */
  env: Record<string, string>;
  dispose(): void;
}

function editJson<T>(path: string, edit: (json: T) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

function addNode(nodes: MenuNode[], parent: string | undefined, node: MenuNode): void {
  if (parent === undefined) {
    nodes.push(node);
    return;
  }
  const group = nodes.find((one) => one.key === parent);
  if (!group?.children) throw new Error(`seed-additions: no menu group "${parent}"`);
  group.children.push(node);
}

/** `fixture`: a folder holding schemas/… files and optionally seed-additions.json. */
export function definitionsTree(fixture: string): DefinitionsTree {
  const root = mkdtempSync(join(tmpdir(), 'definitions-tree-'));
  const schemas = join(root, 'schemas');
  cpSync(PROJECT_SCHEMAS, schemas, { recursive: true });
  if (existsSync(join(fixture, 'schemas'))) cpSync(join(fixture, 'schemas'), schemas, { recursive: true });
  const additionsFile = join(fixture, 'seed-additions.json');
  if (existsSync(additionsFile)) {
    const additions = JSON.parse(readFileSync(additionsFile, 'utf8')) as SeedAdditions;
    const seed = join(schemas, 'seed');
    editJson<{ modules: MenuNode[] }>(join(seed, 'menu.json'), (menu) =>
      (additions.menu ?? []).forEach(({ parent, node }) => addNode(menu.modules, parent, node)),
    );
    editJson<{ dictionaries: unknown[] }>(join(seed, 'dictionaries.json'), (file) => file.dictionaries.push(...(additions.dictionaries ?? [])));
    editJson<{ stateLists: unknown[] }>(join(seed, 'states.json'), (file) => file.stateLists.push(...(additions.stateLists ?? [])));
  }
  return {
    root,
    env: {
      PORTAL_BILL_SCHEMAS_DIR: join(schemas, 'bills'),
      PORTAL_FORM_SCHEMAS_DIR: join(schemas, 'forms'),
      PORTAL_SEED_DIR: join(schemas, 'seed'),
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The analyst's form of issue 25: 企业信息变更申请 (tests/fixtures/analyst-form). */
export const ANALYST_FORM_FIXTURE = fileURLToPath(new URL('../fixtures/analyst-form', import.meta.url));
