// The playground's dev server: Vite rooted at the playground's own page, the React plugin, and
// the validate endpoint as a middleware. The project's vite.config.ts is not read (its API proxy
// and test projects are the portal's, not the playground's).
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { validateEndpoint } from './validate-endpoint.ts';

export const DEFAULT_PLAYGROUND_PORT = 5190;

export interface PlaygroundServer {
  server: ViteDevServer;
  url: string;
  close(): Promise<void>;
}

function validatePlugin(root: string): Plugin {
  return {
    name: 'ceb-playground-validate',
    configureServer(server) {
      server.middlewares.use(validateEndpoint(root));
    },
  };
}

/** Starts the playground for the project at `root` on `port` (0: any free port). */
export async function startPlayground({ root, port, host = '127.0.0.1' }: { root: string; port: number; host?: string }): Promise<PlaygroundServer> {
  const server = await createServer({
    configFile: false,
    root: join(root, 'src/engine/playground/app'),
    plugins: [react(), validatePlugin(root)],
    server: { port, host, strictPort: true, fs: { allow: [root] } },
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  const address = server.httpServer?.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}/`, close: () => server.close() };
}
