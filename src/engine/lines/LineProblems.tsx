// The problems of the lines, listed under the grid (第3行「数量」：请填写数量); a click shows
// the line. Each problem is also marked on its cell.
import { useSyncExternalStore } from 'react';
import { Alert } from 'antd';
import { lineProblemsTitle, lineProblemText, SHOWN_LINE_PROBLEMS } from './lineProblemText.ts';
import type { LineStore } from './lineStore.ts';

export function LineProblems({ store }: { store: LineStore }) {
  const problems = useSyncExternalStore(store.subscribe, store.problems);
  if (problems.length === 0) return null;
  const more = problems.length - SHOWN_LINE_PROBLEMS;
  return (
    <Alert
      className="bill-line-problems"
      type="error"
      showIcon
      title={lineProblemsTitle(problems.length)}
      description={
        <ul>
          {problems.slice(0, SHOWN_LINE_PROBLEMS).map((problem) => (
            <li key={`${problem.rowKey}:${problem.path}`}>
              <a onClick={() => store.reveal(problem.rowKey)}>{lineProblemText(problem)}</a>
            </li>
          ))}
          {more > 0 && <li>等共{problems.length}处</li>}
        </ul>
      }
    />
  );
}
