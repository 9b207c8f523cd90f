// The subsidy pages' own settings, read from the apply form's UI file (schemas/forms/rewardApply.ui.json
// `feature`, docs/subsidy-screens.md): which fields carry the date range, the bound companies and the
// import number, the import's paging and texts, and which result list an apply type is shown with
// (§9: E91, E9, I9 → L11-1; E1, I1 → L11-2; I7 → L10-2; others → L10-1). Nothing here names a field.
import type { FieldSchema, FormDefinition } from '#core/forms/index.ts';

export interface DateRangeSettings {
  /** The body field that carries [start, end] besides the two date fields. */
  field: string;
  start: string;
  end: string;
}

export interface CompanySettings {
  field: string;
  /** The search body's field (queryRecCompany { companyName }). */
  search: string;
  code: string;
  name: string;
  searchLabel: string;
  maxResults: number;
}

export interface ImportSettings {
  field: string;
  /** The import number that means "nothing imported" ('-99999', §9). */
  none: string;
  hint: string;
  /** The read-only records field whose item fields title the imported rows' columns. */
  rows: string;
  importTerm: string;
  pageSize: number;
  pageSizes: number[];
  accept: Array<'xlsx' | 'xls'>;
  importCode: string;
  importText: string;
  templateCode: string;
  templateText: string;
  deleteAllText: string;
  deleteAllConfirm: string;
  deleteConfirm: string;
}

export interface ResultForm {
  form: string;
  /** The apply types shown with this form; empty: every type no other form names. */
  types: string[];
  /** The route of the result list's definition (its columns). */
  route: string;
}

export interface ResultSettings {
  typeField: string;
  stateField: string;
  /** The record's state name (shown on the detail page). */
  stateLabel: string;
  approvedState: string;
  pendingNotice: string;
  failedMessage: string;
  idTerm: string;
  /** Sub-paths under the form's api base with {applyType}. */
  list: string;
  export: string;
  exportCode: string;
  pageSize: number;
  pageSizes: number[];
  forms: ResultForm[];
}

export interface SubsidyFeature {
  listRoute: string;
  dateRange: DateRangeSettings;
  companies: CompanySettings;
  imports: ImportSettings;
  results: ResultSettings;
}

/** The feature settings of the apply form (its UI file's `feature`). */
export function subsidyFeature(form: FormDefinition): SubsidyFeature {
  const feature = (form.ui as unknown as { feature?: SubsidyFeature }).feature;
  if (!feature) throw new Error(`表单 ${form.id} 缺少 feature 设置`);
  return feature;
}

/** The result form an apply type is shown with: the one naming it, else the one naming none. */
export function resultFormOf(settings: ResultSettings, applyType: string): ResultForm | undefined {
  return settings.forms.find((entry) => entry.types.includes(applyType)) ?? settings.forms.find((entry) => entry.types.length === 0);
}

/** A result sub-path with the apply type filled in. */
export function resultPath(template: string, applyType: string): string {
  return template.replace('{applyType}', encodeURIComponent(applyType));
}

/** The item fields of a records field (titles of a table's columns). */
export function recordItemFields(form: FormDefinition, field: string): Readonly<Record<string, FieldSchema>> {
  const list = form.schema.properties[field] as FieldSchema | undefined;
  const items = list?.items as { properties?: Record<string, FieldSchema> } | undefined;
  return items?.properties ?? {};
}

/** The columns of a records section of the form (its UI file names them). */
export function recordColumns(form: FormDefinition, field: string): string[] {
  for (const section of form.ui.sections) if (section.kind !== 'fields' && section.field === field) return section.columns;
  return Object.keys(recordItemFields(form, field));
}
