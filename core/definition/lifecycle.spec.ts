import { describe, expect, it } from 'vitest';
import { actionAllowedFrom, actionButtons, draftState, editableIn, stateAfter } from './lifecycle.ts';
import { sampleDefinition } from './test-definition.ts';

describe('lifecycle', () => {
  const definition = sampleDefinition();

  it('allows an action only from its listed states', () => {
    expect(actionAllowedFrom(definition, 'declare', '0')).toBe(true);
    expect(actionAllowedFrom(definition, 'declare', '100')).toBe(true);
    expect(actionAllowedFrom(definition, 'declare', '399')).toBe(false);
    expect(actionAllowedFrom(definition, 'nonexistent', '0')).toBe(false);
    expect(actionAllowedFrom(definition, 'toString', '0')).toBe(false);
  });

  it('leads to the action target, or keeps the state when the action has none', () => {
    expect(stateAfter(definition, 'declare', '0')).toBe('10');
    expect(stateAfter(definition, 'sendReciept', '399')).toBe('399');
  });

  it('knows where bills may be edited and where they start', () => {
    expect(editableIn(definition, '0')).toBe(true);
    expect(editableIn(definition, '10')).toBe(false);
    expect(draftState(definition)).toBe('0');
  });

  it('lists the buttons that carry a lifecycle action', () => {
    expect(actionButtons(definition).map((button) => button.code)).toEqual(['declare', 'sendReciept']);
  });
});
