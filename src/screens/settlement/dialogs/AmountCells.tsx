// The write-off table's two live cells: the amount input of one application and its remainder.
// Both read the entered text from the dialog's amount store by id, so a keystroke re-renders
// these two cells only (amountStore.ts). The input takes at most 5 decimals; leaving it makes a
// negative or empty entry 0 (§5.4) and reports a positive amount (the dialog selects the row).
import { memo, type ChangeEvent } from 'react';
import { Input } from 'antd';
import { useAmount, type AmountStore } from './amountStore.ts';
import { isTypableAmount, remainderText, settledAmount } from './writeOffAmounts.ts';
import { LABEL_AMOUNT } from './dialogTexts.ts';

export interface AmountInputProps {
  store: AmountStore;
  id: number;
  /** Shown in the input's label, e.g. the application's number. */
  name: string;
  /** Called on leaving the input with a positive amount. */
  onEntered(id: number): void;
}

export const AmountInput = memo(function AmountInput({ store, id, name, onEntered }: AmountInputProps) {
  const text = useAmount(store, id);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.trim();
    if (isTypableAmount(next)) store.set(id, next);
  };
  const leave = () => {
    const settled = settledAmount(store.get(id));
    store.set(id, settled);
    if (settled !== '0') onEntered(id);
  };
  return (
    <Input
      id={`writeoff-amount-${id}`}
      aria-label={`${LABEL_AMOUNT} ${name}`}
      size="small"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={text}
      onChange={change}
      onBlur={leave}
    />
  );
});

export const RemainderCell = memo(function RemainderCell({ store, id, available }: { store: AmountStore; id: number; available: unknown }) {
  const text = useAmount(store, id);
  return <span data-remainder={id}>{remainderText(available, text)}</span>;
});
