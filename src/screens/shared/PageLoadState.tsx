// What a screen shows before its data is there: a skeleton while it loads, and — when the load
// failed — the reason with 重试. One look for every screen of the portal.
import { Button, Result, Skeleton } from 'antd';

export const LABEL_RETRY = '重试';

export function PageLoading() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

export function PageLoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {LABEL_RETRY}
        </Button>
      }
    />
  );
}
