import { describe, expect, it, vi } from 'vitest';
import { announceListChanged, onListChanged } from './listChanges.ts';

describe('list changes', () => {
  it('tells the lists of that route only, until they stop listening', () => {
    const settlement = vi.fn();
    const other = vi.fn();
    const stop = onListChanged('/exchangeSettlement', settlement);
    onListChanged('/bill/export/order', other);
    announceListChanged('/exchangeSettlement');
    expect(settlement).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    stop();
    announceListChanged('/exchangeSettlement');
    expect(settlement).toHaveBeenCalledTimes(1);
  });
});
