// Every button of every family in schemas/bills has a kind with a data side and, when it calls
// the server (core/buttons says which paths), a route the server mounts for it.
import { describe, expect, it } from 'vitest';
import { BUTTON_KIND_NAMES, BUTTON_KINDS, buttonPaths } from '#core/buttons/index.ts';
import { loadDefinitions } from '../bills/load-definitions.ts';
import { SERVER_BUTTON_KINDS } from './registry.ts';

describe('the server button kinds', () => {
  it('cover every kind of core/buttons (null only for a kind the client runs alone, or whose calls a feature serves)', () => {
    expect(Object.keys(SERVER_BUTTON_KINDS).sort()).toEqual([...BUTTON_KIND_NAMES].sort());
    expect(
      Object.entries(SERVER_BUTTON_KINDS)
        .filter(([, mount]) => mount === null)
        .map(([kind]) => kind),
    ).toEqual(['navigate', 'dialog']);
  });

  it('mount a route for every button of every family that calls the server', () => {
    const buttons = loadDefinitions('schemas/bills').flatMap((definition) => definition.ui.buttons.map((button) => ({ family: definition.family, button })));
    expect(buttons.length).toBeGreaterThan(50);
    for (const { family, button } of buttons) {
      const where = `${family}.${button.code} (${button.kind})`;
      expect(BUTTON_KINDS[button.kind], where).toBeDefined();
      const paths = buttonPaths(button);
      expect(
        paths.every((path) => typeof path === 'string' && path !== ''),
        where,
      ).toBe(true);
      expect(SERVER_BUTTON_KINDS[button.kind] !== null, where).toBe(paths.length > 0);
    }
  });
});
