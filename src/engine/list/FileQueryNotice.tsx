// What an Excel file query found, under its banner on the list (issue 23 point 5): how many
// bills matched, and the numbers in the files that matched none (the first ones, with how many
// there are in all), so a clerk knows which lines of the file to check.
import { Typography } from 'antd';
import type { FileQueryResult } from './fileQueryResult.ts';
import { allMatchedText, unmatchedText } from './listMessages.ts';

export interface FileQueryNoticeProps {
  result: FileQueryResult;
}

export function FileQueryNotice({ result }: FileQueryNoticeProps) {
  if (result.unmatchedCount === 0) return <span data-testid="file-query-unmatched">{allMatchedText()}</span>;
  return (
    <span data-testid="file-query-unmatched">
      {unmatchedText(result.unmatchedCount, result.unmatched.length)}
      <Typography.Text copyable={{ text: result.unmatched.join('\n') }} style={{ wordBreak: 'break-all' }}>
        {result.unmatched.join('、')}
      </Typography.Text>
    </span>
  );
}
