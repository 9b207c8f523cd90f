// The search controls shared by kinds: what `in`, `like` and a dictionary give whatever the kind,
// and the three families of controls (text, number, date) for the comparing operators.
import type { TermType } from '../definition/types.ts';
import type { FilterControl } from './field-kind.ts';

function controlsOf(single: 'text' | 'number' | 'date', compared: 'number' | 'date', range: 'numberRange' | 'dateRange') {
  return (op: TermType, dictionary: string | undefined): FilterControl => {
    switch (op) {
      case 'btw':
        return range;
      case 'lte':
      case 'gte':
        return compared;
      case 'in':
        return dictionary ? 'multiSelect' : 'tags';
      case 'like':
        return 'text';
      case 'eq':
        return dictionary ? 'select' : single;
    }
  };
}

/** Text: typed on `eq`; the comparing operators take numbers (as they always have). */
export const textControls = controlsOf('text', 'number', 'numberRange');
export const numberControls = controlsOf('number', 'number', 'numberRange');
export const dateControls = controlsOf('date', 'date', 'dateRange');
