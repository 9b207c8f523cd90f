import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { specsThatMockModules } from './module-mocks.ts';

const root = mkdtempSync(join(tmpdir(), 'module-mocks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('specsThatMockModules (the client specs that need a module graph of their own)', () => {
  it('names the spec files that call vi.mock or vi.doMock, in folders at any depth, and no other file', () => {
    write('src/a/Mocks.spec.tsx', "vi.mock('../http/client.ts', () => ({}));\n");
    write('src/a/b/Later.spec.ts', "it('x', async () => { vi.doMock('./x.ts'); });\n");
    write('src/a/Plain.spec.tsx', "it('renders', () => { vi.fn(); vi.spyOn(console, 'log'); });\n");
    write('src/a/helper.ts', "vi.mock('./y.ts');\n");
    expect(specsThatMockModules(root, 'src')).toEqual(['src/a/Mocks.spec.tsx', 'src/a/b/Later.spec.ts']);
  });
});
