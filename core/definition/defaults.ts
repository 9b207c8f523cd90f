// Fills in what a UI file may leave out (docs/definitions.md, "Defaults"): everything the spec
// fixes for all families, the conventions that follow from the family id, button presets and
// state names. Runs once, in buildDefinition, so the client, the server, the scripts and the
// tests all read the complete definition (UiDefinition); the written form is UiFile.
import { buttonAction } from '../buttons/registry.ts';
import { DefinitionError } from './errors.ts';
import { BUTTON_PRESETS, isPresetName } from './presets.ts';
import { stateCode, stateNamesFor } from './state-names.ts';
import type { ButtonDefinition, DefaultWindow, Lifecycle, ListFilter, ListSettings, UiDefinition, UiFile, WrittenButton } from './types.ts';

/** Spec §9: page sizes 50/100/200/500, 50 first, lists answer datas plus total, app_time descending. */
export const LIST_DEFAULTS: Pick<ListSettings, 'filters' | 'pageSizes' | 'pageSize' | 'paging' | 'defaultSort' | 'fixedTerms' | 'stateFilter'> = {
  filters: [],
  fixedTerms: [],
  stateFilter: 'single',
  pageSizes: [50, 100, 200, 500],
  pageSize: 50,
  paging: 'total',
  defaultSort: { field: 'appTime', order: 'desc' },
};

/** Sides whose API base follows /{prefix}/{key} (the spec's /expu/order, /invt/order). */
const API_PREFIX: Readonly<Record<string, string>> = { export: 'expu', import: 'invt' };

/**
 * Spec §9 (bill-families-and-screens.md): "last year to today on the declaration bill lists" —
 * the lists of the export and import sides. createTime is the engine's system field
 * (system-fields.ts), so the rule names no field of a family; a UI file may still write its own
 * `defaultWindow` (e.g. "none" on a list the spec leaves open).
 */
const DECLARATION_SIDES = new Set(Object.keys(API_PREFIX));
const CREATE_TIME = 'createTime';
export const DECLARATION_WINDOW: DefaultWindow = '1y';

/** The filters with the spec's default window filled in where the UI file writes none. */
export function defaultWindows(family: string, filters: readonly ListFilter[]): ListFilter[] {
  if (!DECLARATION_SIDES.has(familyParts(family).side)) return [...filters];
  return filters.map((filter) =>
    filter.op === 'btw' && filter.field === CREATE_TIME && filter.defaultWindow === undefined ? { ...filter, defaultWindow: DECLARATION_WINDOW } : filter,
  );
}

/** Kinds whose button may carry a lifecycle action (and so default it to its code). */
const ACTION_KINDS = new Set(['confirm', 'prompt', 'datePrompt', 'updateState', 'collect']);

/** A list without states (no lifecycle): every bill is a draft and no action is defined. */
export const STATELESS: Lifecycle = { states: { draft: '0', declared: '10' }, editableIn: ['0'], actions: {} };

export function familyParts(family: string): { side: string; key: string } {
  const dash = family.indexOf('-');
  return { side: family.slice(0, dash), key: family.slice(dash + 1) };
}

/** `/bill/{side}/{key}`: the menu uri of a family's list. */
export function defaultRoute(family: string): string {
  const { side, key } = familyParts(family);
  return `/bill/${side}/${key}`;
}

/** `/{expu|invt}/{key}`; undefined on a side without a convention (then base must be written). */
export function defaultApiBase(family: string): string | undefined {
  const { side, key } = familyParts(family);
  return API_PREFIX[side] && `/${API_PREFIX[side]}/${key}`;
}

function fillPlaceholders(value: unknown, family: string): unknown {
  if (typeof value !== 'string') return value;
  const { side, key } = familyParts(family);
  return value.replaceAll('{side}', side).replaceAll('{key}', key);
}

function expandButton(file: string, family: string, written: WrittenButton, at: string): ButtonDefinition {
  const entry = typeof written === 'string' ? { preset: written } : written;
  const { preset, ...own } = entry as { preset?: string } & Record<string, unknown>;
  if (preset === undefined) return own as unknown as ButtonDefinition;
  const pointer = typeof written === 'string' ? at : `${at}/preset`;
  if (!isPresetName(preset)) throw new DefinitionError(file, pointer, `未知的按钮预设 "${preset}"，可用：${Object.keys(BUTTON_PRESETS).join('、')}`);
  const base = Object.fromEntries(Object.entries(BUTTON_PRESETS[preset]).map(([name, value]) => [name, fillPlaceholders(value, family)]));
  return { ...base, ...own } as unknown as ButtonDefinition;
}

function codesOf(file: string, values: readonly string[], names: Record<string, string>, pointer: string): string[] {
  return values.map((value, index) => codeOf(file, value, names, `${pointer}/${index}`));
}

function codeOf(file: string, value: string, names: Record<string, string>, pointer: string): string {
  const code = stateCode(value, names);
  if (code === undefined) throw new DefinitionError(file, pointer, `未知的状态名 "${value}"，可用：${Object.keys(names).join('、') || '（无）'}`);
  return code;
}

/** Names become codes; editableIn defaults to the states a bill may be declared from. */
function buildLifecycle(file: string, written: UiFile['lifecycle'], stateType: UiDefinition['stateType']): Lifecycle {
  if (!written) return STATELESS;
  const names = stateNamesFor(stateType, written.states);
  const actions = Object.fromEntries(
    Object.entries(written.actions).map(([name, action]) => {
      const pointer = `/lifecycle/actions/${name}`;
      const from = codesOf(file, action.from, names, `${pointer}/from`);
      return [name, action.to === undefined ? { ...action, from } : { ...action, from, to: codeOf(file, action.to, names, `${pointer}/to`) }];
    }),
  );
  const editableIn = written.editableIn ? codesOf(file, written.editableIn, names, '/lifecycle/editableIn') : (actions.declare?.from ?? []);
  // A read-only list may name no states of its own: new bills (imports, seeds) still need a draft.
  return { ...STATELESS, ...written, states: { ...STATELESS.states, ...written.states }, editableIn, actions };
}

function listSettings(family: string, written: UiFile['list']): ListSettings {
  const list = { ...LIST_DEFAULTS, ...written } as ListSettings;
  return { ...list, filters: defaultWindows(family, list.filters) };
}

/**
 * The complete definition of `family` from its written UI file. A view (`source`) takes the
 * state type and lifecycle of its source (already complete) unless it writes its own.
 */
export function applyDefaults(file: string, family: string, written: UiFile, source: UiDefinition | null): UiDefinition {
  const stateType = written.stateType ?? source?.stateType;
  const lifecycle = written.lifecycle ? buildLifecycle(file, written.lifecycle, stateType) : (source?.lifecycle ?? STATELESS);
  const base = written.api?.base ?? defaultApiBase(family);
  if (base === undefined) throw new DefinitionError(file, '/api/base', '缺少 api.base（只有 export-、import- 单证族有默认值）');
  const expandAll = (written: readonly WrittenButton[] | undefined, pointer: string) =>
    (written ?? []).map((button, index) => {
      const expanded = expandButton(file, family, button, `${pointer}/${index}`);
      const takesAction = buttonAction(expanded) === undefined && ACTION_KINDS.has(expanded.kind) && Object.hasOwn(lifecycle.actions, expanded.code);
      return takesAction ? { ...expanded, action: expanded.code } : expanded;
    });
  const buttons = expandAll(written.buttons, '/buttons');
  const list = listSettings(family, written.list);
  return {
    ...written,
    route: written.route ?? defaultRoute(family),
    ...(stateType ? { stateType } : {}),
    api: { base, ...written.api } as UiDefinition['api'],
    list: { ...list, rowActions: expandAll(written.list.rowActions, '/list/rowActions') },
    lifecycle,
    buttons,
  } as UiDefinition;
}
