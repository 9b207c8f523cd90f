import { lazy, Suspense } from 'react';
import type { AlertProps } from 'antd';

// A failed single sign-on or an unexpected failure: rare, so antd Alert is fetched when one is shown.
const Alert = lazy(() => import('antd/es/alert'));

/** antd Alert on the login page, loaded when first shown (issue 26 point 3). */
export function LoginAlert({ type, title }: { type: AlertProps['type']; title: string }) {
  return (
    <Suspense fallback={<div role="alert">{title}</div>}>
      <Alert type={type} showIcon title={title} style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
