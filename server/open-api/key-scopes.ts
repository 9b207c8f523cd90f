// The scopes a key can be given, derived from the bill definitions loaded at start (no family is
// named here): read on every family; write where the definition saves bills (api.save); declare
// where it declares them (api.saveAndDeclare, or a declare button) — so a family whose bills
// customs originates (tax bills, summary results) is only read — and the settlement calls.
import { SETTLEMENT_SCOPE, familyScope, type FamilyAction } from '#core/open-api.ts';
import { SETTLEMENT_MODULE } from '#core/settlement-kinds.ts';
import type { BillFamily } from '../bills/family.ts';

export interface ScopeChoice {
  scope: string;
  /** Chinese label: the family's title and the action. */
  label: string;
  /** The menu module a user needs for it (the key's creator must hold it too); null: none. */
  module: string | null;
}

const ACTION_LABELS = { read: '查询', write: '新增/修改', declare: '申报' } as const;

function declares(family: BillFamily): boolean {
  const { api, buttons } = family.definition.ui;
  if (api.saveAndDeclare) return true;
  return (buttons ?? []).some((button) => {
    if (typeof button === 'string') return button === 'declare';
    const named = button as { code?: string; preset?: string };
    return named.code === 'declare' || named.preset === 'declare';
  });
}

/** What a key may be given on the family: read always, write where it saves, declare where it declares. */
export function actionsOf(family: BillFamily): FamilyAction[] {
  return ['read', ...(family.definition.ui.api.save ? (['write'] as const) : []), ...(declares(family) ? (['declare'] as const) : [])];
}

export function availableScopes(families: readonly BillFamily[]): ScopeChoice[] {
  const choices: ScopeChoice[] = [];
  for (const family of families) {
    const actions = actionsOf(family);
    for (const action of actions) {
      choices.push({ scope: familyScope(family.id, action), label: `${family.title}：${ACTION_LABELS[action]}`, module: family.moduleUri });
    }
  }
  choices.push({ scope: SETTLEMENT_SCOPE, label: '结汇', module: SETTLEMENT_MODULE });
  return choices;
}
