// The bill engine feature: loads the definitions, creates or migrates their tables, and mounts
// every family's generic handlers under /api/enterprise{api.base}, plus uploads, downloads,
// receipts and the customs simulator. Adding a family is adding two JSON files.
import type { FastifyInstance } from 'fastify';
import { buttonPaths } from '#core/buttons/index.ts';
import { mountButton } from '../buttons/registry.ts';
import { CustomsSimulator } from '../simulator/customs-simulator.ts';
import { startSimulatorWorker, type SimulatorWorker } from '../simulator/worker.ts';
import type { BillEngine } from '../bills/engine.ts';
import { createFamily, type BillFamily } from '../bills/family.ts';
import { registerFileRoutes } from './file-routes.ts';
import { UploadPurposes } from '../bills/files/upload-purposes.ts';
import { loadDefinitions, loadFeatureLists } from '../bills/load-definitions.ts';
import { registerReceiptRoutes } from './receipt-routes.ts';
import { registerBillMessageRoutes, registerReceiptMessageRoute } from './message-routes.ts';
import { registerDefinitionRoutes } from './definition-routes.ts';
import { registerLineRoutes } from './line-routes.ts';
import { registerReadRoutes } from './read-routes.ts';
import { registerSaveRoutes } from './save-routes.ts';
import { billSettings } from '../bills/settings.ts';
import { ensureFamilyTables } from '../bills/table/ensure-tables.ts';
import { createCustomsOutbox } from '../customs/declare/customs-outbox.ts';
import { DeclareJobs } from '../customs/declare/declare-jobs.ts';
import { registerDeclareProgressRoute } from './declare-job-routes.ts';
import { serverSignSettings } from '../customs/declare/server-sign-settings.ts';
import { inboxPollMs, startInboxService } from '../customs/declare/inbox-service.ts';
import { signRetryMs } from '../customs/declare/server-sign-settings.ts';
import { createCounterpartService, type CounterpartService } from '../simulator/counterpart/counterpart-service.ts';
import type { InboxPolling } from '../customs/transfer/inbox.ts';
import { engineDb } from '../bills/db.ts';
import { createSigner } from '../customs/sign/create-signer.ts';

/** Each button's routes, by its kind (server/buttons); two buttons on one path share its route. */
function registerButtonRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  const mounted = new Set<string>();
  for (const button of family.definition.ui.buttons) {
    const [path] = buttonPaths(button);
    if (!path || mounted.has(path)) continue;
    mounted.add(path);
    mountButton(app, engine, family, button);
  }
}

export async function registerBillRoutes(app: FastifyInstance): Promise<void> {
  const { db, reader, longReads, readTogether, readRows, workers, config, secrets } = app.portal;
  const settings = billSettings(config);
  const families = loadDefinitions(settings.billSchemaDir).map(createFamily);
  await ensureFamilyTables(db, families);
  // Customs on the far side of the transfer folders answers the families with a message; the
  // simulator in the database the others (server/simulator).
  let counterpart: CounterpartService | null = null;
  const customs = createCustomsOutbox({
    db,
    families,
    workers,
    folders: config,
    signer: createSigner(serverSignSettings(config)),
    log: app.log,
    afterSend: settings.customsSimulator && settings.simulatorDelayMs === 0 ? () => counterpart!.answerNow() : undefined,
  });
  if (settings.customsSimulator) {
    counterpart = createCounterpartService({
      db: engineDb(db),
      families,
      messages: customs.messages,
      folders: customs.folders,
      delayMs: settings.simulatorDelayMs,
      log: app.log,
    });
  }
  const simulator = new CustomsSimulator(
    db,
    families.filter((family) => !customs.messages.has(family.id)),
    settings.simulatorDelayMs,
  );
  const declareJobs = new DeclareJobs(db, app.log);
  // Jobs first: a job's last messages go through the customs sender.
  app.addHook('onClose', async () => {
    await declareJobs.close();
    await customs.close();
  });
  const engine: BillEngine = {
    db,
    reader,
    longReads,
    readTogether,
    readRows,
    workers,
    databaseUrl: config.databaseUrl,
    families,
    featureLists: loadFeatureLists(settings.billSchemaDir),
    simulator,
    customs,
    declareJobs,
    counterpart,
    settings,
    signingKey: secrets.accessKey,
    files: { dir: config.filesDir },
    generatedFiles: config.limits.generated,
  };
  app.decorate('bills', engine);

  for (const family of families) {
    registerReadRoutes(app, engine, family);
    registerSaveRoutes(app, engine, family);
    registerButtonRoutes(app, engine, family);
    registerLineRoutes(app, engine, family);
    registerBillMessageRoutes(app, engine, family);
    registerDeclareProgressRoute(app, engine, family);
  }
  registerReceiptRoutes(app, engine);
  registerReceiptMessageRoute(app, engine);
  registerDefinitionRoutes(app, engine);
  const purposes = new UploadPurposes(families);
  // Other features add the uploads of their own pages (the company filing's attachments).
  app.decorate('uploadPurposes', purposes);
  await registerFileRoutes(app, engine, purposes);

  let worker: SimulatorWorker | null = null;
  if (settings.simulatorDelayMs > 0) {
    app.addHook('onReady', async () => {
      worker = startSimulatorWorker(simulator, app.log);
    });
  }
  app.addHook('onClose', async () => worker?.stop());
  if (counterpart) {
    app.addHook('onReady', async () => counterpart!.start());
    app.addHook('onClose', async () => counterpart!.stop());
  }

  // Receipts come back through the inbox (docs/customs-messages/transfer.md).
  let inbox: InboxPolling | null = null;
  let resending: Promise<unknown> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | null = null;
  const resend = (idleMs: number | undefined, failedToo: boolean) => {
    resending = resending.then(() =>
      customs.resendUnfinished(idleMs, failedToo).then(
        (summary) => summary.sent + summary.failed > 0 && app.log.info(summary, failedToo ? '重新签名发送未发出的报文' : '重发上次未发送的报文'),
        (error: unknown) => app.log.error({ err: error }, '重发未发送的报文失败'),
      ),
    );
  };
  app.addHook('onReady', async () => {
    // Messages a stopped server left unsent go out now, in the background.
    resend(undefined, false);
    // 加签失败 are signed again from time to time: the certificate or the card may be there by now.
    const retryMs = signRetryMs(config);
    if (retryMs > 0) {
      retryTimer = setInterval(() => resend(retryMs, true), retryMs);
      retryTimer.unref();
    }
    inbox = startInboxService({ db: engineDb(db), families, folders: customs.folders, intervalMs: inboxPollMs(config), log: app.log });
  });
  app.addHook('onClose', async () => {
    if (retryTimer) clearInterval(retryTimer);
    await inbox?.stop();
    await resending;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bill engine (families, simulator), for tests and tools. */
    bills: BillEngine;
    /** What /api/file/upload accepts, by page and button (server/bills/files/upload-purposes.ts). */
    uploadPurposes: UploadPurposes;
  }
}
