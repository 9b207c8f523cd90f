// Serves the built client (vite build → PORTAL_STATIC_DIR) on the same origin as the API, and
// answers index.html for any other GET outside /api so that SPA routes (/home,
// /bill/export/order...) survive a reload.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function clientIndexExists(staticDir: string | null): staticDir is string {
  return staticDir !== null && existsSync(join(resolve(staticDir), 'index.html'));
}

/** Registers static serving when the client is built (and wanted: null = API only); answers whether it was. */
export async function registerStaticClient(app: FastifyInstance, staticDir: string | null): Promise<boolean> {
  if (!clientIndexExists(staticDir)) return false;
  await app.register(fastifyStatic, {
    root: resolve(staticDir),
    prefix: '/',
    // Hashed assets may be cached for long; index.html must always be fetched again.
    setHeaders: (response, path) => {
      if (path.endsWith('index.html')) response.setHeader('cache-control', 'no-cache');
    },
  });
  return true;
}

export function isSpaRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
