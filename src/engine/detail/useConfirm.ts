// antd's confirmation modal as a promise: true when the user agreed.
import { useCallback } from 'react';
import { App } from 'antd';
import { TITLE_CONFIRM } from './detailMessages.ts';

export function useConfirm(): (content: string) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({ title: TITLE_CONFIRM, content, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
      }),
    [modal],
  );
}
