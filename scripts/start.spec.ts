// `npm start` refuses a broken definition (issue 25 point 3): run as an analyst runs it, on a copy
// of the definitions named by PORTAL_BILL_SCHEMAS_DIR / PORTAL_FORM_SCHEMAS_DIR, it prints
// validate-schemas' file#pointer lines (a JSON syntax error with its line and column), no stack
// trace, and exits with 1 before building the client or opening a database.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './build-server.ts';
import { checkBeforeStart, definitionTree } from './validate-schemas/start-check.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const copies: string[] = [];

function copyOfSchemas(): string {
  const root = mkdtempSync(join(tmpdir(), 'start-check-'));
  copies.push(root);
  cpSync(join(projectRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  return root;
}

function envFor(root: string): Record<string, string> {
  return { PORTAL_BILL_SCHEMAS_DIR: join(root, 'schemas/bills'), PORTAL_FORM_SCHEMAS_DIR: join(root, 'schemas/forms') };
}

function start(root: string) {
  return spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 120_000,
    // A database that must never be created: the refusal comes first.
    env: { ...process.env, ...envFor(root), DATABASE_URL: join(root, 'never.sqlite'), PORTAL_SKIP_BUILD: '1' },
  });
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm start on broken definitions', () => {
  it('refuses a JSON syntax error with file, line and column, and no stack trace', () => {
    const root = copyOfSchemas();
    writeFileSync(join(root, 'schemas/bills/export-order.ui.json'), '{\n  "family": "export-order",\n  "route" "/bill/export/order"\n}\n');
    const run = start(root);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('schemas/bills/export-order.ui.json#: JSON 语法错误（第 3 行第 11 列）：属性名之后应为冒号 :');
    expect(lines.at(-1)).toMatch(/^门户未启动：定义中有 1 个问题/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, 'never.sqlite'))).toBe(false);
  });

  it('refuses a form naming an unknown dictionary, as validate-schemas reports it', () => {
    const root = copyOfSchemas();
    const file = join(root, 'schemas/forms/workorder.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.properties.ticketType['x-dictionary'] = 'work_ticket_kind';
    writeFileSync(file, JSON.stringify(schema, null, 2));
    const run = start(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'schemas/forms/workorder.schema.json#/properties/ticketType/x-dictionary: 字典 "work_ticket_kind" 不在 schemas/seed/dictionaries.json 中',
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

/** The ids of `pid`'s child processes (/proc). */
function childrenOf(pid: number): number[] {
  const path = `/proc/${pid}/task/${pid}/children`;
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

describe('npm start on good definitions', () => {
  it('runs the compiled server with node, without tsx, and stops it with npm', async () => {
    const root = mkdtempSync(join(tmpdir(), 'start-run-'));
    copies.push(root);
    const npm = spawn('npm', ['start'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATABASE_URL: join(root, 'portal.sqlite'),
        PORT: '0',
        HOST: '127.0.0.1',
        PORTAL_SKIP_BUILD: '1',
        PORTAL_DEMO_BILLS: '3',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => npm.once('exit', () => done()));
    try {
      const url = await new Promise<string>((found, failed) => {
        const timer = setInterval(() => {
          const match = /portal listening: (http:\/\/\S+?)\/?\s/.exec(output);
          if (match && /demo accounts[\s\S]*\n$/.test(output)) found(match[1].replace(/\/$/, ''));
          if (npm.exitCode !== null) failed(new Error(`npm start ended:\n${output}`));
        }, 100);
        setTimeout(() => {
          clearInterval(timer);
          failed(new Error(`npm start did not start the portal:\n${output}`));
        }, 100_000);
      });
      expect(output).toMatch(/定义校验通过/);
      expect((await fetch(`${url}/api/auth/public_key`)).status).toBe(200);
      // npm's shell was replaced by the portal: npm's one child is node on the bundle, no tsx.
      const [portal] = childrenOf(npm.pid!);
      const line = commandLine(portal);
      expect(line.at(-1)).toBe('dist-server/main.mjs');
      // node's flags are those every test and benchmark starts the compiled server with.
      expect(line.slice(1, -1)).toEqual([...SERVER_NODE_FLAGS]);
      expect(line.join(' ')).not.toMatch(/tsx/);
      npm.kill('SIGTERM');
      await exited;
      expect(existsSync(`/proc/${portal}`)).toBe(false);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
    }
  }, 120_000);
});

describe('the definitions checked before start', () => {
  it('are the project tree by default, and pass', () => {
    expect(definitionTree(projectRoot, {})).toEqual({ root: resolve(projectRoot) });
    const checked = checkBeforeStart(projectRoot, {});
    expect(checked.lines).toEqual([expect.stringMatching(/^定义校验通过：检查了 \d+ 个文件。$/)]);
    expect(checked.ok).toBe(true);
  });

  it('follow the folders of the environment, which must belong to one tree laid out like the project', () => {
    const root = copyOfSchemas();
    expect(definitionTree(projectRoot, envFor(root))).toEqual({ root });
    expect(definitionTree(projectRoot, { PORTAL_BILL_SCHEMAS_DIR: join(root, 'schemas/bills') })).toEqual({
      problem: expect.stringMatching(/^PORTAL_BILL_SCHEMAS_DIR 与 PORTAL_FORM_SCHEMAS_DIR 应属于同一棵目录树/),
    });
    // The seed folder too, when it is named: the menu, dictionaries and states an analyst's forms use.
    expect(definitionTree(projectRoot, { ...envFor(root), PORTAL_SEED_DIR: join(root, 'schemas/seed') })).toEqual({ root });
    expect(definitionTree(projectRoot, { ...envFor(root), PORTAL_SEED_DIR: join(projectRoot, 'schemas/seed') })).toEqual({
      problem: expect.stringMatching(/^PORTAL_BILL_SCHEMAS_DIR 与 PORTAL_SEED_DIR 应属于同一棵目录树/),
    });
    const stray = checkBeforeStart(projectRoot, { PORTAL_BILL_SCHEMAS_DIR: join(root, 'bills') });
    expect(stray.ok).toBe(false);
    expect(stray.lines[0]).toMatch(/^PORTAL_BILL_SCHEMAS_DIR=.*：启动前的校验要求定义目录为 <目录>\/schemas\/bills/);
  });
});
