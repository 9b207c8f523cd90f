// Every button kind of core/buttons has a client runner and an icon, and every button of every
// family in schemas/bills finds its runner.
import { describe, expect, it } from 'vitest';
import { BUTTON_KIND_NAMES } from '#core/buttons/index.ts';
import { buildDefinitions } from '#core/definition/index.ts';
import { CLIENT_BUTTON_KINDS } from './registry.ts';
import { buttonIcon } from './buttonIcons.tsx';
import type { ReactElement } from 'react';

// Built as the engine builds them: presets expanded, so every button has its kind.
const files = import.meta.glob<unknown>('../../../schemas/bills/*.json', { eager: true, import: 'default' });
const definitions = buildDefinitions(Object.fromEntries(Object.entries(files).map(([path, file]) => [path.split('/').pop()!, file])));

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
    const buttons = definitions.flatMap((definition) => definition.ui.buttons);
    expect(buttons.length).toBeGreaterThan(50);
    for (const button of buttons) expect(CLIENT_BUTTON_KINDS[button.kind], `${button.code} (${button.kind})`).toBeDefined();
  });

  it('issue 23 point 7: 删除, 重发回执 and 批量改为退单 have icons of their own, not the confirmed call’s (申报)', () => {
    const order = definitions.find((definition) => definition.ui.family === 'export-order')!;
    const iconOf = (code: string) => (buttonIcon(order.ui.buttons.find((button) => button.code === code)!) as ReactElement).type;
    const icons = ['declare', 'delete', 'chargeback', 'sendReciept'].map(iconOf);
    expect(new Set(icons).size).toBe(4);
    expect(iconOf('declare')).toBe((CLIENT_BUTTON_KINDS.confirm.icon as ReactElement).type);
  });
});
