import { Spin } from 'antd';

/** Shown while a page's code is being fetched. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }} role="status" aria-live="polite">
      <Spin tip="页面加载中…" size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
