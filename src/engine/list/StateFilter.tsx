// The state filter of a list (spec §2.4): 全部 plus every state of the family's state list, each
// with its count for the current search conditions. Choosing one filters the list by state.
// A list with state check boxes (list.stateFilter multiple, e.g. the authorisation lists of
// bill-families-and-screens.md §2) ticks any number of states; none ticked lists every state.
// The states stand on one row, which scrolls sideways when they do not fit (issue 23 point 7: on
// a laptop two rows of states pushed the grid down).
import { memo } from 'react';
import { Checkbox, Radio, Spin } from 'antd';
import type { StateOption } from '../../http/index.ts';
import { LABEL_ALL_STATES } from './listMessages.ts';
import { countOf, totalOf, type StateCount } from './stateCounts.ts';
import './stateFilter.css';

export interface StateFilterProps {
  states: readonly StateOption[];
  /** null until the first counts arrive (then no numbers are shown). */
  counts: readonly StateCount[] | null;
  /** The chosen state, null for 全部. */
  value: string | null;
  onChange(state: string | null): void;
  loading?: boolean;
}

const ALL = '';

// A plain number, not antd's Badge: its rolling digits would make the text unreadable to
// tests and screen readers while they animate.
function Count({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span className="bill-state-count" style={{ marginInlineStart: 6, fontVariantNumeric: 'tabular-nums', opacity: value > 0 ? 1 : 0.55 }}>
      {value}
    </span>
  );
}

export const StateFilter = memo(function StateFilter({ states, counts, value, onChange, loading = false }: StateFilterProps) {
  return (
    <Spin spinning={loading} size="small">
      <Radio.Group
        aria-label="单据状态"
        optionType="button"
        buttonStyle="solid"
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : String(event.target.value))}
        className="bill-state-filter"
      >
        <Radio.Button value={ALL} data-state="">
          {LABEL_ALL_STATES}
          <Count value={counts ? totalOf(counts) : null} />
        </Radio.Button>
        {states.map((option) => (
          <Radio.Button key={option.state} value={option.state} data-state={option.state}>
            {option.stateName}
            <Count value={counts ? countOf(counts, option) : null} />
          </Radio.Button>
        ))}
      </Radio.Group>
    </Spin>
  );
});

export interface StateCheckboxesProps {
  states: readonly StateOption[];
  /** The ticked states; none: every state. */
  value: readonly string[];
  onChange(states: string[]): void;
}

export const StateCheckboxes = memo(function StateCheckboxes({ states, value, onChange }: StateCheckboxesProps) {
  return (
    <Checkbox.Group
      aria-label="单据状态"
      value={[...value]}
      onChange={(ticked) => onChange(states.map((option) => option.state).filter((state) => ticked.includes(state)))}
      options={states.map((option) => ({ label: option.stateName, value: option.state }))}
    />
  );
});
