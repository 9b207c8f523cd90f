// Every button kind of core/buttons has a client runner and an icon, and every button of every
// family in schemas/bills finds its runner.
import { describe, expect, it } from 'vitest';
import { BUTTON_KIND_NAMES } from '#core/buttons/index.ts';
import type { UiDefinition } from '#core/definition/index.ts';
import { CLIENT_BUTTON_KINDS } from './registry.ts';

const uiFiles = import.meta.glob<UiDefinition>('../../../schemas/bills/*.ui.json', { eager: true, import: 'default' });

describe('the client button kinds', () => {
  it('register every kind of core/buttons, each with an icon and a runner', () => {
    expect(Object.keys(CLIENT_BUTTON_KINDS).sort()).toEqual([...BUTTON_KIND_NAMES].sort());
    for (const kind of BUTTON_KIND_NAMES) {
      expect(CLIENT_BUTTON_KINDS[kind].kind).toBe(kind);
      expect(CLIENT_BUTTON_KINDS[kind].icon, kind).toBeTruthy();
      expect(typeof CLIENT_BUTTON_KINDS[kind].run, kind).toBe('function');
    }
  });

  it('run every button of every family', () => {
    const buttons = Object.values(uiFiles).flatMap((ui) => ui.buttons ?? []);
    expect(buttons.length).toBeGreaterThan(50);
    for (const button of buttons) expect(CLIENT_BUTTON_KINDS[button.kind], `${button.code} (${button.kind})`).toBeDefined();
  });
});
