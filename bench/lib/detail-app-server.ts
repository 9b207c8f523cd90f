// A benchmark's page (bench/detail-app by default, bench/form-app for the form page), built for
// production and served from a temporary folder on a loopback port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the page at `entry` (an html file, relative to `root`) into `outDir`. */
export async function buildDetailApp(root: string, outDir: string, minify = true, entry = 'bench/detail-app/index.html'): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify, chunkSizeWarningLimit: 10_000, rollupOptions: { input: join(root, entry) } },
  });
}

export function serveStatic(dir: string): Promise<{ url: string; stop(): void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.close() });
    }),
  );
}
