// What a page shows while its definition loads, when the load failed (a retry; the HTTP layer
// has said what went wrong) or when no definition exists, and the page itself once it is ready:
// one place for the screens that open a definition (list, bill detail, sign record).
import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import type { BillDefinition } from '#core/definition/index.ts';
import type { DefinitionState } from './useBillDefinition.ts';

export function DefinitionLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

export interface DefinitionGateProps {
  definition: DefinitionState & { retry(): void };
  failedTitle: string;
  retryLabel: string;
  /** Shown beside the retry button and under a missing definition (e.g. 返回). */
  extra?: ReactNode;
  /** What a page without a definition shows instead of its message. */
  missing?: (message: string) => ReactNode;
  children: (definition: BillDefinition) => ReactNode;
}

export function DefinitionGate({ definition, failedTitle, retryLabel, extra, missing, children }: DefinitionGateProps) {
  switch (definition.status) {
    case 'loading':
      return <DefinitionLoading />;
    case 'failed': {
      const retry = (
        <Button key="retry" type="primary" onClick={definition.retry}>
          {retryLabel}
        </Button>
      );
      return <Result status="error" title={failedTitle} extra={extra ? [retry, extra] : retry} />;
    }
    case 'missing':
      return missing ? missing(definition.message) : <Result status="info" title={definition.message} extra={extra} />;
    case 'ready':
      return children(definition.definition);
  }
}
