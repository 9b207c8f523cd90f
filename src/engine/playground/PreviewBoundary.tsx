// A definition that builds may still be one a page cannot render (the meta-schemas and the build
// do not see everything): the preview says so instead of taking the editors down with it.
import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';
import { MSG_PREVIEW_FAILED } from './playgroundMessages.ts';

export class PreviewBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return <Alert type="error" showIcon title={MSG_PREVIEW_FAILED} description={this.state.error.message} />;
    return this.props.children;
  }
}
