// Settings of the bill engine. They are read from the environment like the rest of
// server/config.ts; a test (or an embedding program) may put them on the config object it
// passes to buildApp instead, which wins over the environment:
// - billSchemaDir / PORTAL_BILL_SCHEMAS_DIR: the definition folder (default schemas/bills);
// - simulatorDelayMs / PORTAL_SIMULATOR_DELAY_MS: the customs simulator's delay between two
//   receipts (default 2000; 0 answers at once: before the declaring request answers);
// - customsSimulator / PORTAL_CUSTOMS_SIMULATOR: whether this process plays customs on the far
//   side of the transfer folders (default 1; 0 when the e-port transfer client takes the outbox,
//   docs/customs-messages/transfer.md). Families without a customs message keep the simulator in
//   the database either way;
// - declareInBackgroundOver / PORTAL_DECLARE_IN_BACKGROUND_OVER: a batch 申报 of more bills than
//   this (of a family with a customs message) runs in the background with its progress shown
//   (server/customs/declare/declare-jobs.ts); default 100, 0 sends every batch there.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positiveInteger, type Environment, type PortalConfig } from '../config.ts';

export interface BillSettings {
  billSchemaDir: string;
  simulatorDelayMs: number;
  customsSimulator: boolean;
  declareInBackgroundOver: number;
}

export const DEFAULT_BILL_SCHEMA_DIR = fileURLToPath(new URL('../../schemas/bills', import.meta.url));
export const DEFAULT_SIMULATOR_DELAY_MS = 2000;
export const DEFAULT_DECLARE_IN_BACKGROUND_OVER = 100;

export function billSettings(config: PortalConfig, env: Environment = process.env): BillSettings {
  const given = config as PortalConfig & Partial<BillSettings>;
  const dir = given.billSchemaDir ?? (env.PORTAL_BILL_SCHEMAS_DIR || DEFAULT_BILL_SCHEMA_DIR);
  return {
    billSchemaDir: resolve(dir),
    simulatorDelayMs: given.simulatorDelayMs ?? positiveInteger(env, 'PORTAL_SIMULATOR_DELAY_MS', DEFAULT_SIMULATOR_DELAY_MS),
    customsSimulator: given.customsSimulator ?? env.PORTAL_CUSTOMS_SIMULATOR !== '0',
    declareInBackgroundOver: given.declareInBackgroundOver ?? positiveInteger(env, 'PORTAL_DECLARE_IN_BACKGROUND_OVER', DEFAULT_DECLARE_IN_BACKGROUND_OVER),
  };
}
