// Builds the Fastify application: envelope and errors, session, options, and the built client.
// The caller owns the database schema (migrateToLatest) and, by default, the app opens and
// closes its own connection from config.databaseUrl.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { PortalConfig } from './config.ts';
import { loadServerSecrets } from './auth/secrets.ts';
import type { PortalContext } from './context.ts';
import { openDatabase, openReader, type PortalDb } from './db/connect.ts';
import { installRouteAccess } from './auth/route-access.ts';
import { billSettings } from './bills/settings.ts';
import { openLongReads, readRowsQuickly, readTogether } from './db/worker-reads.ts';
import { QUICK_LANE_YOUNG_GENERATION_MB, WorkerPool } from './workers/worker-pool.ts';
import { handleError, installErrorHandler, sendApiNotFound } from './http/error-handler.ts';
import { validatorCompiler } from './http/validation.ts';
import { installTextGuard } from './http/text-guard.ts';
import { applySecurityHeaders, installSecurityHeaders } from './http/security-headers.ts';
import { FEATURE_ROUTES } from './features.ts';
import { isSpaRoute, registerStaticClient, sendSpaIndex } from './static-client.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** An open database; when given, the app does not close it. */
  db?: PortalDb;
  logger?: FastifyServerOptions['logger'];
  /** Kysely plugins on every connection the app opens (tests log the queries a request makes). */
  plugins?: KyselyPlugin[];
  /**
   * Starts the warm worker threads at once, so that they load while the routes are built
   * (`npm start`; `portal.startWorkers()` then waits for them). Tests start threads on first use.
   */
  warmWorkers?: boolean;
}

export async function buildApp(config: PortalConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Errors Fastify meets before routing (an undecodable URL, a too-long parameter) answer the
    // envelope too, not Fastify's own body, with the security headers (no hook sees them).
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      return handleError(error, request, reply);
    },
  });
  const ownsDatabase = options.db === undefined;
  const withPlugins = (opened: PortalDb) => (options.plugins ?? []).reduce<PortalDb>((plugged, plugin) => plugged.withPlugin(plugin), opened);
  const writer = options.db ?? openDatabase(config.databaseUrl);
  if (ownsDatabase) app.addHook('onClose', async () => writer.destroy());
  const db = withPlugins(writer);
  const reader = openReader(config.databaseUrl);
  const workers = new WorkerPool(config.workers);
  const longReads = openLongReads(config.databaseUrl, workers);
  // A list's rows have a lane of their own (worker-reads.ts readRowsQuickly): two threads.
  const quickWorkers = new WorkerPool({ ...config.workers, threads: config.workers.rowsThreads, youngGenerationMb: QUICK_LANE_YOUNG_GENERATION_MB });
  const quickReads = readRowsQuickly(config.databaseUrl, quickWorkers, longReads, workers);
  app.addHook('onClose', async () => {
    await quickReads.close();
    await longReads.destroy();
    await workers.close();
    await quickWorkers.close();
    await reader.destroy();
  });

  let warming: Promise<void> | undefined;
  const warmWorkers = async () => {
    const { billSchemaDir } = billSettings(config);
    await Promise.all([workers.warmUp(config.databaseUrl, billSchemaDir), quickWorkers.warmUp(config.databaseUrl, billSchemaDir)]);
  };
  const portal: PortalContext = {
    config,
    db,
    reader: withPlugins(reader),
    longReads: withPlugins(longReads),
    readTogether: readTogether(config.databaseUrl, workers, longReads),
    readRows: quickReads.read,
    startWorkers: () => (warming ??= warmWorkers()),
    workers,
    secrets: await loadServerSecrets(db, config),
    clientAvailable: false,
  };
  // The threads load their code on the other core while this one builds the routes (about a
  // second each); a failure surfaces where startWorkers() is awaited.
  if (options.warmWorkers) portal.startWorkers().catch(() => {});
  app.decorate('portal', portal);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app);
  installRouteAccess(app);
  installTextGuard(app);

  for (const registerRoutes of FEATURE_ROUTES) await registerRoutes(app);

  portal.clientAvailable = await registerStaticClient(app, config.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (portal.clientAvailable && isSpaRoute(request)) return sendSpaIndex(reply);
    return sendApiNotFound(reply);
  });
  return app;
}
