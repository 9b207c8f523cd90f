// Rows first, totals after (issue 26 points 1 and 2): `connections` clerks each ask new questions
// one after the other, no two alike, and the time each waits is recorded:
// - split (the portal now): the rows (`part: 'rows'`), then the total (`part: 'total'`) and the
//   state counts side by side, as the list page asks them — the user sees rows after the first,
//   the counts after the others;
// - whole (the peer, the code path before): page and exact total in one call, then the state
//   counts, as the list page asked them before.
// A question is one search a clerk types: a name fragment in the 30-day window, a state in the
// window, a fragment of an order number over all time, a longer name fragment in a year.
import { defaultDateWindow, type TermType } from '#core/definition/index.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { jsonPoster } from './json-poster.ts';
import { summarize, type Summary } from './stats.ts';

export interface QuestionRun {
  mode: 'split' | 'whole';
  questions: number;
  seconds: number;
  questionsPerSecond: number;
  /** split: time to rows; whole: time to the whole answer. */
  rows: Summary;
  /** split only: time of the total call. */
  total: Summary | null;
  /** Per kind of question: time to rows p95. */
  rowsByKind: Record<string, number>;
  totalByKind: Record<string, number>;
  errors: number;
}

export interface Question {
  kind: string;
  body: ListRequest;
}

const STATES = ['0', '10', '100', '399', '300', '2'];
const NAME_FRAGMENTS_3 = ['供应链', '电子商', '贸易有', '进出口', '跨境电'];

function window(newestCreateTime: string, kind: '30d' | '1y', shiftSeconds: number): [string, string] {
  const [year, month, day] = newestCreateTime.slice(0, 10).split('-').map(Number);
  const range = defaultDateWindow(kind, { year, month, day });
  if (!range) throw new Error(`no ${kind} window`);
  const endMs = Date.parse(`${range.end.replace(' ', 'T')}Z`) - shiftSeconds * 1000;
  return [range.begin, new Date(endMs).toISOString().slice(0, 19).replace('T', ' ')];
}

/**
 * `count` questions no two alike. `orderNos`: order numbers of the database, whose middle
 * fragments are searched (one per question, shifted along the number).
 */
export function questions(newestCreateTime: string, orderNos: readonly string[], count: number): Question[] {
  const sort = [{ name: 'create_time', order: 'desc' }];
  const base = { pageIndex: 0, pageSize: 50, sorts: sort };
  const term = (column: string, termType: TermType, value: unknown) => ({ column, termType, type: 'and', value });
  return Array.from({ length: count }, (_unused, index) => {
    const shift = index + 1;
    switch (index % 4) {
      case 0:
        return {
          kind: '名称(2字)+30天',
          body: { ...base, terms: [term('ebc_name', 'like', '跨境'), term('create_time', 'btw', window(newestCreateTime, '30d', shift))] },
        };
      case 1:
        return {
          kind: '状态+30天',
          body: { ...base, terms: [term('state', 'eq', STATES[index % STATES.length]), term('create_time', 'btw', window(newestCreateTime, '30d', shift))] },
        };
      case 2: {
        const orderNo = orderNos[index % orderNos.length] ?? '';
        const start = Math.max(0, orderNo.length - 10 - (index % 3));
        return { kind: '单号片段(全部时间)', body: { ...base, terms: [term('order_no', 'like', orderNo.slice(start, start + 8))] } };
      }
      default:
        return {
          kind: '名称(3字)+1年',
          body: {
            ...base,
            terms: [
              term('ebc_name', 'like', NAME_FRAGMENTS_3[index % NAME_FRAGMENTS_3.length]),
              term('create_time', 'btw', window(newestCreateTime, '1y', shift)),
            ],
          },
        };
    }
  });
}

/** Asks `asked` (consumed in order) from `connections` clerks for `seconds`; `countsUrl`: the state counts. */
export async function askQuestions(
  url: string,
  countsUrl: string,
  token: string,
  asked: Question[],
  mode: 'split' | 'whole',
  connections: number,
  seconds: number,
): Promise<QuestionRun> {
  // Each clerk holds at most two calls at once (the total beside the state counts).
  const poster = jsonPoster(connections * 2);
  const post = poster.post;
  const rows: number[] = [];
  const totals: number[] = [];
  const byKind = new Map<string, { rows: number[]; totals: number[] }>();
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const clerk = async () => {
    while (performance.now() < until && next < asked.length) {
      const question = asked[next++];
      const kind = byKind.get(question.kind) ?? { rows: [], totals: [] };
      byKind.set(question.kind, kind);
      try {
        const counts = { terms: (question.body.terms ?? []).filter((term) => term.column !== 'state') };
        if (mode === 'whole') {
          const took = await post(url, token, question.body);
          await post(countsUrl, token, counts);
          rows.push(took);
          kind.rows.push(took);
        } else {
          const tookRows = await post(url, token, { ...question.body, part: 'rows' });
          const [tookTotal] = await Promise.all([post(url, token, { terms: question.body.terms, part: 'total' }), post(countsUrl, token, counts)]);
          rows.push(tookRows);
          totals.push(tookTotal);
          kind.rows.push(tookRows);
          kind.totals.push(tookTotal);
        }
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, clerk));
  poster.close();
  const elapsed = (performance.now() - started) / 1000;
  const p95 = (samples: number[]) => summarize(samples).p95;
  return {
    mode,
    questions: rows.length,
    seconds: elapsed,
    questionsPerSecond: rows.length / elapsed,
    rows: summarize(rows),
    total: mode === 'split' ? summarize(totals) : null,
    rowsByKind: Object.fromEntries([...byKind].map(([name, kind]) => [name, p95(kind.rows)])),
    totalByKind: Object.fromEntries([...byKind].map(([name, kind]) => [name, p95(kind.totals)])),
    errors,
  };
}
