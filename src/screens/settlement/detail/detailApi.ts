// The detail page's calls through the HTTP layer (docs/settlement-server.md "Calls"). A refusal
// rejects after the HTTP layer has shown the server's message.
import { AUTH_PAGE_COLUMN, AUTH_PATHS, AUTH_STATE, type AuthCommerceRow, type CompanyChoice } from '#core/auth-commerce.ts';
import { headerFields, lineFields, type FieldInfo } from '#core/definition/index.ts';
import { post, queryStates } from '../../../http/index.ts';
import { loadBillDefinition } from '../../../engine/list/billDefinitionSource.ts';
import { announceListChanged } from '../../../engine/list/listChanges.ts';
import { BILL_KINDS } from './billKinds.ts';
import { NO_TITLES, type BillPage, type DetailCalls, type FieldTitles, type SettlementApplication } from './detailTypes.ts';

const API = '/api/enterprise';
export const DETAIL_PATHS = { detail: `${API}/declarel/queryById`, save: `${API}/declarel/saveData` } as const;
/** The authorisations read for the company choice: at most this many. */
const MAX_AUTHORISED = 500;

async function authorisedCompanies(): Promise<CompanyChoice[]> {
  const page = await post<{ datas: AuthCommerceRow[] }>(AUTH_PATHS.queryPageList, {
    pageIndex: 0,
    pageSize: MAX_AUTHORISED,
    sorts: [],
    terms: [
      { column: AUTH_PAGE_COLUMN, termType: 'eq', type: 'and', value: 'apply' },
      { column: 'state', termType: 'eq', type: 'and', value: AUTH_STATE.approved },
    ],
  });
  const byCode = new Map<string, CompanyChoice>();
  for (const row of page.datas) byCode.set(row.commerceCode, { companyCode: row.commerceCode, companyName: row.commerceName });
  return [...byCode.values()];
}

const titleMap = (properties: Record<string, { title?: string }> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(properties ?? {}).flatMap(([name, field]) => (field.title ? [[name, field.title]] : [])));

const dictionaryMap = (fields: readonly FieldInfo[]): Record<string, string> =>
  Object.fromEntries(fields.flatMap((field) => (field.dictionary ? [[field.name, field.dictionary]] : [])));

/** The inventory family's titles, state names, dictionaries and number fields (a missing definition leaves names and codes). */
async function titles(billType: keyof typeof BILL_KINDS): Promise<FieldTitles> {
  const lookup = await loadBillDefinition(BILL_KINDS[billType].inventoryRoute);
  if (lookup.status !== 'ready') return NO_TITLES;
  const { schema, ui } = lookup.definition;
  const states = ui.stateType ? await queryStates(ui.stateType.mode, ui.stateType.billType).catch(() => []) : [];
  const lines = lineFields(schema);
  return {
    head: titleMap(schema.properties),
    line: titleMap(schema.properties.lines?.items?.properties),
    states: Object.fromEntries(states.map((state) => [state.state, state.stateName])),
    dictionaries: { head: dictionaryMap(headerFields(schema)), line: dictionaryMap(lines) },
    lineNumbers: lines.filter((field) => field.type === 'number').map((field) => field.name),
  };
}

/** The settlement list (/exchangeSettlement), told when an application it shows has changed. */
const LIST_ROUTE = '/exchangeSettlement';

/** Posts a change of an application; the list reloads once it succeeded. */
async function changing<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  announceListChanged(LIST_ROUTE);
  return answer;
}

export const detailCalls: DetailCalls = {
  application: (id) => post<SettlementApplication>(DETAIL_PATHS.detail, { id }),
  create: (input) => changing(post<SettlementApplication>(DETAIL_PATHS.save, input)),
  authorisedCompanies,
  bills: (billType, tab, request) =>
    post<BillPage>(tab === 'candidates' ? `${BILL_KINDS[billType].pickerBase}/queryPageList` : BILL_KINDS[billType].headPath, request),
  attach: (billType, body) => changing(post<SettlementApplication>(`${BILL_KINDS[billType].pickerBase}/addInventory`, body)),
  detach: (billType, body) => changing(post<SettlementApplication>(`${BILL_KINDS[billType].pickerBase}/deleteInventory`, body)),
  lines: (billType, headId, pageIndex, pageSize) =>
    post<BillPage>(BILL_KINDS[billType].linePath, {
      pageIndex,
      pageSize,
      sorts: [],
      terms: [{ column: 'head_id', termType: 'eq', type: 'and', value: headId }],
    }),
  titles,
};
