// Where a navigate button goes: its route, plus its query with {field} replaced by the row's
// values. An object value is written as JSON (spec §2.6: /exchangeSettlement/applicationDetail?params={"type":"edit",…}),
// and a value that is exactly one {field} keeps the row's value as it is (a number stays a number).
import type { NavigateButton } from '../definition/index.ts';
import type { BillRow } from './list-page.ts';

const ONE_FIELD = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;
const FIELD = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function filled(template: string, row: BillRow | undefined): unknown {
  const whole = ONE_FIELD.exec(template);
  if (whole) return row?.[whole[1]!] ?? null;
  return template.replace(FIELD, (_, field: string) => text(row?.[field]));
}

export function navigateTarget(button: NavigateButton, row?: BillRow): string {
  const query = Object.entries(button.query ?? {});
  if (query.length === 0) return button.to;
  const params = new URLSearchParams();
  for (const [name, value] of query) {
    if (typeof value === 'string') params.set(name, text(filled(value, row)));
    else params.set(name, JSON.stringify(Object.fromEntries(Object.entries(value).map(([key, part]) => [key, filled(part, row)]))));
  }
  return `${button.to}?${params.toString()}`;
}
