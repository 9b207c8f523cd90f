// The problems beside the preview, one `file#pointer: message` line each as validate-schemas
// prints them (formatProblem), or 定义校验通过 when there are none; and what was checked.
import { Alert, Card, Typography } from 'antd';
import { formatProblem, type Problem } from '../../../scripts/validate-schemas/problem.ts';
import { LABEL_PROBLEMS, MSG_ALL_GOOD } from './playgroundMessages.ts';

export interface ProblemListProps {
  problems: readonly Problem[];
  /** What ran: the browser's checks only, or the full validate-schemas too. */
  scope: string;
  /** A note under the list (the full check is running, or could not run). */
  note?: string;
}

export function ProblemList({ problems, scope, note }: ProblemListProps) {
  return (
    <Card size="small" title={`${LABEL_PROBLEMS}（${problems.length}）`} className="playground-problems">
      {problems.length === 0 ? (
        <Alert type="success" showIcon title={MSG_ALL_GOOD} />
      ) : (
        <ul className="playground-problem-list" aria-label={LABEL_PROBLEMS}>
          {problems.map((problem, index) => (
            <li key={index}>
              <Typography.Text type="danger" code>
                {formatProblem(problem)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Typography.Paragraph type="secondary" className="playground-scope">
        {scope}
        {note ? `；${note}` : ''}
      </Typography.Paragraph>
    </Card>
  );
}
