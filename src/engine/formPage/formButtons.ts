// Which of a form's buttons show (docs/forms.md): held by the user (its code on the page's
// module; a button without a code, such as 取消, is everyone's), meant for the current mode, and
// not one that changes the record while its state locks it (审核中: no 编辑, no 保存并申报).
import type { FormButton, FormDefinition, FormMode } from '#core/forms/index.ts';

export interface ButtonSituation {
  mode: FormMode;
  locked: boolean;
  hasButton(code: string): boolean;
}

export function shownButtons(form: FormDefinition, { mode, locked, hasButton }: ButtonSituation): FormButton[] {
  return form.ui.buttons.filter(
    (button) =>
      (button.code === undefined || hasButton(button.code)) && (button.modes === undefined || button.modes.includes(mode)) && !(button.unlockedOnly && locked),
  );
}

/** True when the record's state is one the form may not be edited in. */
export function isLocked(form: FormDefinition, record: Readonly<Record<string, unknown>> | null): boolean {
  const state = form.ui.state;
  if (!state || !record) return false;
  const value = record[state.field];
  return value !== undefined && value !== null && state.lockedIn.includes(String(value));
}

/** `授权码：{code}` with the answer's values; null when the answer holds none of them. */
export function fillTemplate(template: string, values: Readonly<Record<string, unknown>> | null): string | null {
  let found = false;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values?.[key];
    if (value === undefined || value === null || value === '') return '';
    found = true;
    return String(value);
  });
  return found ? text : null;
}
