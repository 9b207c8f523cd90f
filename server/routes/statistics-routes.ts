// Business statistics (bill-families-and-screens.md §2 /statistics, §3.11, §5, §7 "Statistics",
// §9; docs/statistics.md). The page's definition (schemas/bills/other-statistics.ui.json,
// servedBy statistics) names the paths, terms, sorts, tabs and limits. Two calls, POST { data }:
// - {base}/{list} { pageIndex, pageSize, sorts, terms }: the page's query button code
//   (conditionalQuery) on its module; answers { datas, total, sum, series }.
// - {base}/{export button path} { sorts, terms }: the export code; answers { downloadUri } of an
//   .xlsx with every group and a totals row.
// Both are mounted under /api/enterprise (as every business call of the menu pages) and, as §7
// writes them, under /api. Authenticated and checked for the module and code before the body is
// read; the body is schema-checked and bounded; the figures are the caller's company's only.
import type { FastifyInstance } from 'fastify';
import { definitionModule, type BillDefinition, type ExportButton } from '#core/definition/index.ts';
import { TOTALS_LABEL } from '#core/statistics.ts';
import { listRequestSchema, type ReceivedListRequest } from '#core/list/list-request.ts';
import { pageRoute } from '../auth/route-access.ts';
import { chinaStamp } from '../bills/clock.ts';
import type { BillEngine } from '../bills/engine.ts';
import { downloadAnswer } from '../bills/files/download-link.ts';
import { loadDictionaryRows } from '../bills/options/dictionaries.ts';
import { dynamicDb } from '../bills/db.ts';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { planStatistics } from '../statistics/statistics-plan.ts';
import { ensureRollup } from '../statistics/statistics-rollup.ts';
import { answerOf, pageOf, parseStatistics, readDays, readGroups } from '../statistics/statistics-query.ts';
import { WorkerFailure } from '../workers/worker-pool.ts';
import { callerOf } from './caller.ts';

export const STATISTICS_FEATURE = 'statistics';
/** Where business calls live; §7 writes the statistics paths without /enterprise: both answer. */
export const STATISTICS_PREFIXES = ['/api/enterprise', '/api'] as const;
export const MSG_EXPORT_FAILED = '导出失败';

type Body = { Body: { data: ReceivedListRequest } };

async function dictionaryNames(engine: BillEngine, code: string | undefined): Promise<Map<string, string>> {
  if (!code) return new Map();
  const rows = await loadDictionaryRows(engine.reader, [code]);
  return new Map(rows.map((row) => [row.value, row.name]));
}

export function statisticsDefinition(engine: BillEngine): BillDefinition | undefined {
  return engine.featureLists.find((definition) => definition.ui.servedBy === STATISTICS_FEATURE);
}

export async function registerStatisticsRoutes(app: FastifyInstance): Promise<void> {
  const engine = app.bills;
  const definition = statisticsDefinition(engine);
  if (!definition) return;
  const plan = planStatistics(definition, engine.families);
  // The rollup's triggers on the source table (made, and the rollup rebuilt, on the first start).
  await ensureRollup(dynamicDb(engine.db), plan);
  const { ui } = definition;
  const module = definitionModule(ui);
  const queryCodes = plan.statistics.queryCode ? [plan.statistics.queryCode] : undefined;
  const exportButton = ui.buttons.find((button): button is ExportButton => button.kind === 'export');
  const body = { body: dataBody(listRequestSchema) };
  const base = ui.api.base ?? '';

  /** One page of groups (null: all of them, the export), the days' figures and the names. */
  const figures = async (companyCode: string, request: ReceivedListRequest, page: { pageIndex: number; pageSize: number } | null) => {
    const parsed = parseStatistics(plan, request);
    const db = dynamicDb(engine.longReads);
    const [groups, days] = await Promise.all([readGroups(db, plan, companyCode, parsed, page), readDays(db, plan, companyCode, parsed)]);
    const names = { customs: await dictionaryNames(engine, plan.customsDictionary), mode: await dictionaryNames(engine, plan.modeDictionary) };
    return answerOf(plan, parsed, groups, days, names);
  };

  for (const prefix of STATISTICS_PREFIXES) {
    app.post<Body>(`${prefix}${base}/${ui.api.list}`, { config: { access: pageRoute(module, queryCodes) }, schema: body }, async (request) => {
      const { companyCode } = callerOf(request);
      return ok(await figures(companyCode, request.body.data, pageOf(request.body.data)));
    });

    if (!exportButton) continue;
    app.post<Body>(`${prefix}${base}/${exportButton.path}`, { config: { access: pageRoute(module, [exportButton.code]) }, schema: body }, async (request) => {
      const caller = callerOf(request);
      // Every group, at most the definition's maxGroups (refused beyond: the workbook's bound).
      const answer = await figures(caller.companyCode, request.body.data, null);
      const tab = parseStatistics(plan, request.body.data).tab.title;
      const rows = answer.datas.map((row) => plan.columns.map((column) => row[column.field] ?? null));
      // The totals row: 合计 in the first column, the exact sums under their columns.
      const sums: Record<string, string | number> = answer.sum;
      rows.push(plan.columns.map((column, i) => (i === 0 ? TOTALS_LABEL : (sums[column.field] ?? null))));
      const content = await engine.workers
        .run('writeSheet', { name: `${plan.title}-${tab}`, columns: plan.columns.map((column) => ({ header: column.title })), rows })
        .catch((error: unknown) => {
          if (error instanceof WorkerFailure) throw businessError(MSG_EXPORT_FAILED);
          throw error;
        });
      const name = `${plan.title}_${tab}_${chinaStamp()}.xlsx`;
      return ok(await downloadAnswer(engine, caller, 'export', name, Buffer.from(content.buffer, content.byteOffset, content.byteLength)));
    });
  }
}
