// What a news or notice page shows when its content did not load: the reason, and 重试 when the
// page can ask again.
import { Alert, Button } from 'antd';
import { LABEL_RETRY, MSG_CONTENT_LOAD_FAILED } from './contentTexts.ts';

export function ContentLoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={MSG_CONTENT_LOAD_FAILED}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {LABEL_RETRY}
          </Button>
        ) : null
      }
    />
  );
}
