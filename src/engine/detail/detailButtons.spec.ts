import { describe, expect, it } from 'vitest';
import { withUi } from '#core/testing/bill-definitions.ts';
import { billEditable, detailButtons } from './detailButtons.ts';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';

const every = () => true;
const declaration = exportDeclarationDefinition();
const readOnly = withUi(declaration, (ui) => ({ ...ui, api: { ...ui.api, save: undefined, saveAndDeclare: undefined } }));
const shown = (buttons: ReturnType<typeof detailButtons>) =>
  Object.entries(buttons)
    .filter(([, on]) => on)
    .map(([name]) => name);

describe('detail buttons of a read-only family (docs/definitions.md: no api.save)', () => {
  it('offers editing for a family that saves', () => {
    expect(billEditable(declaration, '0')).toBe(true);
    expect(shown(detailButtons(declaration, { mode: 'view', state: '0', hasButton: every }))).toContain('edit');
    expect(shown(detailButtons(declaration, { mode: 'edit', state: undefined, hasButton: every }))).toEqual(
      expect.arrayContaining(['save', 'saveDeclare', 'temporary', 'addLine']),
    );
  });

  it('offers no edit, save or line buttons without api.save, even to a user holding every code', () => {
    expect(billEditable(readOnly, '0')).toBe(false);
    expect(billEditable(readOnly, undefined)).toBe(false);
    expect(shown(detailButtons(readOnly, { mode: 'view', state: '0', hasButton: every }))).toEqual(['refresh']);
    expect(shown(detailButtons(readOnly, { mode: 'edit', state: undefined, hasButton: every }))).toEqual(['refresh']);
  });
});

describe('保存并申报 follows the declare code (issue 11 point 5)', () => {
  it('is offered only to a user who may also declare on the list', () => {
    const without = (denied: string) => (code: string) => code !== denied;
    expect(detailButtons(declaration, { mode: 'edit', state: '0', hasButton: every }).saveDeclare).toBe(true);
    expect(detailButtons(declaration, { mode: 'edit', state: '0', hasButton: without('declare') }).saveDeclare).toBe(false);
    expect(detailButtons(declaration, { mode: 'edit', state: '0', hasButton: without('saveDeclare') }).saveDeclare).toBe(false);
    expect(detailButtons(declaration, { mode: 'edit', state: '0', hasButton: without('declare') }).save).toBe(true);
  });
});
