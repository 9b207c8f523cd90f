// Every task a worker thread runs, by name. The request thread sends { name, input }
// (worker-pool.ts); adding a task is one module plus one line here.
import { exportBills } from './export-bills.ts';
import { importWorkbook } from './import-workbook.ts';
import { importWaybills } from './import-waybills.ts';
import { queries, query } from './query.ts';
import { readQueryKeys } from './query-keys.ts';
import { validateCustomsXml } from './validate-customs-xml.ts';
import { writeSheet } from './write-sheet.ts';
import { warm } from './warm.ts';

export const TASKS = {
  query,
  queries,
  importWorkbook,
  readQueryKeys,
  exportBills,
  importWaybills,
  writeSheet,
  validateCustomsXml,
  warm,
};

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;
