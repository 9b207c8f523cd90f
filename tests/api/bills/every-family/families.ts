// The families the generated test walks: whatever the engine loads from schemas/bills (the
// same loader the server uses), read once when the test file is collected so that every family
// gets its own describe block. Nothing here names a family or one of its fields: what applies
// to a family (views, read-only, lifecycle, state type…) is read from its definition.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFamily, type BillFamily } from '../../../../server/bills/family.ts';
import { loadDefinitions, loadFeatureLists } from '../../../../server/bills/load-definitions.ts';
import type { Lifecycle, LifecycleAction } from '#core/definition/index.ts';
import { isLifecycleButton, type LifecycleButton } from '#core/buttons/index.ts';

/**
 * The folder the server would read: schemas/bills, or the engine's own setting
 * PORTAL_BILL_SCHEMAS_DIR (docs/bill-api.md) to walk another folder, e.g. a frozen copy.
 */
export const SCHEMA_DIR = process.env.PORTAL_BILL_SCHEMAS_DIR || fileURLToPath(new URL('../../../../schemas/bills', import.meta.url));
const UI_SUFFIX = '.ui.json';

export interface LoadedFamilies {
  families: BillFamily[];
  /** Ids of the lists features serve themselves (ui.servedBy): no table, no routes, only the definition. */
  featureLists: string[];
  /** Family ids named by the folder's UI files (every family, views included, has one). */
  uiFiles: string[];
  /** Why the folder did not load (the server would not start either). */
  error: string | null;
}

export function loadFamilies(dir = SCHEMA_DIR): LoadedFamilies {
  const uiFiles = readdirSync(dir)
    .filter((name) => name.endsWith(UI_SUFFIX) && !name.startsWith('_'))
    .map((name) => name.slice(0, -UI_SUFFIX.length))
    .sort();
  try {
    const featureLists = loadFeatureLists(dir).map((definition) => definition.family);
    return { families: loadDefinitions(dir).map(createFamily), featureLists, uiFiles, error: null };
  } catch (error) {
    return { families: [], featureLists: [], uiFiles, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A view lists another family's bills (UI file with "source", no schema file of its own). */
export function sourceOf(family: BillFamily): string | null {
  const source = family.definition.ui.source;
  return typeof source === 'string' ? source : null;
}

export function lifecycleOf(family: BillFamily): Lifecycle | null {
  return (family.definition.ui.lifecycle as Lifecycle | undefined) ?? null;
}

export function hasStateType(family: BillFamily): boolean {
  return family.definition.ui.stateType !== undefined && family.definition.ui.stateType !== null;
}

/** `/api/enterprise{base}/{sub}`; a sub-path starting with "/" names a path under /api/enterprise. */
export function apiPath(family: BillFamily, sub: string): string {
  return sub.startsWith('/') ? `/api/enterprise${sub}` : `${family.basePath}/${sub}`;
}

export interface ActionButton {
  button: LifecycleButton;
  action: string;
  rule: LifecycleAction;
}

/** Buttons that are lifecycle actions: an `action` the lifecycle defines and a `path` to call. */
export function actionButtons(family: BillFamily): ActionButton[] {
  const lifecycle = lifecycleOf(family);
  if (!lifecycle) return [];
  return family.definition.ui.buttons.flatMap((button) => {
    if (!isLifecycleButton(button)) return [];
    const action = button.action;
    if (!action || !button.path || !Object.hasOwn(lifecycle.actions, action)) return [];
    return [{ button, action, rule: lifecycle.actions[action] }];
  });
}
