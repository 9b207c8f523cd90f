// The write-off table's two live cells: the amount input of one application and its remainder.
// Both read the entered text from the dialog's amount store by id, so a keystroke re-renders
// these two cells only (amountStore.ts). The input keeps whatever is typed or pasted; a refused
// entry (not a number, more than 5 decimals, …) shows red with the reason under it and stays.
// Leaving the input makes an empty entry 0 and a negative one 0 with a note saying so (§5.4),
// and reports a positive amount (the dialog selects the row).
import { memo, type ChangeEvent } from 'react';
import { Input, Typography } from 'antd';
import { useAmount, useAmountNote, type AmountStore } from './amountStore.ts';
import { amountProblem, remainderText, settleAmount } from './writeOffAmounts.ts';
import { LABEL_AMOUNT } from './dialogTexts.ts';

export interface AmountInputProps {
  store: AmountStore;
  id: number;
  /** Shown in the input's label, e.g. the application's number. */
  name: string;
  /** Called on leaving the input with a positive amount. */
  onEntered(id: number): void;
}

const SAID = { display: 'block', fontSize: 12, lineHeight: '16px', marginTop: 2 } as const;

export const AmountInput = memo(function AmountInput({ store, id, name, onEntered }: AmountInputProps) {
  const text = useAmount(store, id);
  const note = useAmountNote(store, id);
  const problem = amountProblem(text);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    store.set(id, event.target.value);
    store.setNote(id, null);
  };
  const leave = () => {
    const settled = settleAmount(store.get(id));
    store.set(id, settled.text);
    store.setNote(id, settled.note);
    if (amountProblem(settled.text) === null && settled.text !== '0') onEntered(id);
  };
  const said = problem ?? note;
  const saidId = `writeoff-amount-${id}-said`;
  return (
    <>
      <Input
        id={`writeoff-amount-${id}`}
        aria-label={`${LABEL_AMOUNT} ${name}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={said ? saidId : undefined}
        status={problem ? 'error' : note ? 'warning' : undefined}
        size="small"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={text}
        onChange={change}
        onBlur={leave}
      />
      {said && (
        <Typography.Text id={saidId} type={problem ? 'danger' : 'warning'} role={problem ? 'alert' : undefined} style={SAID}>
          {said}
        </Typography.Text>
      )}
    </>
  );
});

export const RemainderCell = memo(function RemainderCell({ store, id, available }: { store: AmountStore; id: number; available: unknown }) {
  const text = useAmount(store, id);
  return <span data-remainder={id}>{remainderText(available, text)}</span>;
});
