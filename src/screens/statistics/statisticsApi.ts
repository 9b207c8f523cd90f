// The statistics calls, their paths read from the page's definition (api.base + api.list, and
// the export button's path): POST { data: { pageIndex, pageSize, sorts, terms } }.
import type { BillDefinition, ExportButton } from '#core/definition/index.ts';
import type { StatisticsAnswer } from '#core/statistics.ts';
import { LONG_TIMEOUT, post } from '../../http/index.ts';
import { requestDownload } from '../../engine/dialogs/downloads.ts';

const API = '/api/enterprise';

export interface StatisticsRequest {
  pageIndex: number;
  pageSize: number;
  sorts: { name: string; order: 'asc' | 'desc' }[];
  terms: unknown[];
}

export function listPath(definition: BillDefinition): string {
  return `${API}${definition.ui.api.base ?? ''}/${definition.ui.api.list}`;
}

export function exportButtonOf(definition: BillDefinition): ExportButton | undefined {
  return definition.ui.buttons.find((button): button is ExportButton => button.kind === 'export');
}

export function exportPath(definition: BillDefinition): string | undefined {
  const button = exportButtonOf(definition);
  return button && `${API}${definition.ui.api.base ?? ''}/${button.path}`;
}

export function queryStatistics(definition: BillDefinition, request: StatisticsRequest): Promise<StatisticsAnswer> {
  return post<StatisticsAnswer>(listPath(definition), request, { timeout: LONG_TIMEOUT });
}

/** Opens the exported workbook; null when the answer had no link. */
export function exportStatistics(definition: BillDefinition, request: StatisticsRequest): Promise<string | null> {
  const path = exportPath(definition);
  return path ? requestDownload(path, request) : Promise.resolve(null);
}
