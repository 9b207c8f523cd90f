// What the subsidy calls read from their definitions (schemas/bills, `servedBy: "subsidy"`;
// docs/subsidy.md): the application list (other-rewardApplication), the imported waybills
// (other-rewardBill: the import's columns and titles, the template, the row limit) and the four
// result lists (other-rewardResult*, one per reward form: the apply form's UI file names each
// form's route, schemas/forms/rewardApply.ui.json feature.results.forms). Term and sort whitelists
// are the lists' filters and sortable fields (server/fields/feature-list.ts).
import type { BillDefinition, ButtonDefinition, ImportButton } from '#core/definition/index.ts';
import { MAX_WAYBILL_ROWS } from '#core/subsidy/subsidy.ts';
import type { ResultSettings } from '#core/subsidy/feature.ts';
import type { WaybillColumn } from './waybill-rows.ts';
import { featureList, listShapeOf as shapeOf, type ListShape } from '../fields/feature-list.ts';

export type { ListShape };

export const APPLICATION_LIST = 'other-rewardApplication';
export const BILL_LIST = 'other-rewardBill';

export interface SubsidyDefinitions {
  applications: ListShape;
  bills: ListShape;
  /** Reward form (L10-1 …) → its result list. */
  results: Map<string, ListShape>;
  /** The waybill import's columns, in the template's order. */
  waybillColumns: WaybillColumn[];
  maxRows: number;
  /** The bill list's api paths: import, template, … (sub-paths of api.base). */
  billApi: Record<string, string>;
}

function waybillColumnsOf(definition: BillDefinition): WaybillColumn[] {
  const required = new Set(definition.schema.required ?? []);
  return definition.ui.list.columns.map(({ field }) => {
    const schema = definition.schema.properties[field];
    const kind = schema.format === 'date-time' ? 'dateTime' : schema.format === 'date' ? 'date' : schema.type === 'number' ? 'decimal' : 'text';
    return {
      field,
      title: String(schema.title ?? field),
      kind,
      ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
      ...(schema.pattern !== undefined ? { pattern: schema.pattern } : {}),
      required: required.has(field),
      // The import's document number with a pattern is the master bill number (docs/subsidy.md).
      ...(schema['x-valueKind'] === 'documentNo' && schema.pattern !== undefined ? { masterBill: true } : {}),
    };
  });
}

function isImport(button: ButtonDefinition): button is ImportButton {
  return button.kind === 'import';
}

/** The subsidy lists among the feature lists; throws when one is missing (a broken checkout). */
export function subsidyDefinitions(featureLists: readonly BillDefinition[], resultSettings: ResultSettings): SubsidyDefinitions {
  const served = featureLists.filter((definition) => definition.ui.servedBy === 'subsidy');
  const find = (family: string) => featureList(served, 'subsidy', family);
  const bills = find(BILL_LIST);
  const results = new Map<string, ListShape>();
  for (const { form, route } of resultSettings.forms) {
    const definition = served.find((candidate) => candidate.ui.route === route);
    if (!definition) throw new Error(`subsidy: no result list at ${route} for form ${form}`);
    results.set(form, shapeOf(definition));
  }
  const importButton = bills.ui.buttons.find(isImport);
  const api: Record<string, string> = {};
  for (const [name, path] of Object.entries(bills.ui.api)) if (typeof path === 'string') api[name] = path;
  for (const button of bills.ui.buttons) if ('path' in button && typeof button.path === 'string') api[button.kind] = button.path;
  return {
    applications: shapeOf(find(APPLICATION_LIST), { extraTerms: ['state'] }),
    bills: shapeOf(bills),
    results,
    waybillColumns: waybillColumnsOf(bills),
    maxRows: typeof importButton?.maxRows === 'number' ? importButton.maxRows : MAX_WAYBILL_ROWS,
    billApi: api,
  };
}
