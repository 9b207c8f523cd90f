// The 报文 drawer: opens over the page (or over 最近三天回执), asks for the messages with `load`, and
// shows them in the MessageViewer. `loadKey` names what is asked (a bill, a message guid): another
// key, a reopening or 重试 asks again.
import { useEffect, useRef, useState } from 'react';
import { Drawer } from 'antd';
import type { BillMessages } from '#core/customs-messages.ts';
import { isHttpError } from '../../http/index.ts';
import { MessageViewer, type MessagesState } from './MessageViewer.tsx';
import { TITLE_MESSAGES } from './messageTexts.ts';

/** Wide enough for a message's lines at their usual depth, never wider than the screen. */
const DRAWER_WIDTH = 'min(960px, 94vw)';

export interface MessagesDrawerProps {
  open: boolean;
  /** What `load` asks for; a change asks again. */
  loadKey: string;
  load(): Promise<BillMessages>;
  onClose(): void;
  title?: string;
}

export function MessagesDrawer({ open, loadKey, load, onClose, title = TITLE_MESSAGES }: MessagesDrawerProps) {
  const [state, setState] = useState<MessagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Opening, another key or 重试 starts from the loading state. Adjusted while rendering, as React
  // advises for state that follows props; the effect below only fetches.
  const request = open ? `${loadKey}\n${attempt}` : null;
  const [shownRequest, setShownRequest] = useState<string | null>(null);
  if (request !== shownRequest) {
    setShownRequest(request);
    if (request !== null) setState({ status: 'loading' });
  }

  // The caller's `load` is a new function each render: the latest is called when `request` changes.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    if (request === null) return undefined;
    let current = true;
    latestLoad.current().then(
      (answer) => current && setState({ status: 'ready', messages: answer?.messages ?? [], more: answer?.more === true }),
      (error: unknown) => current && setState({ status: 'failed', reason: isHttpError(error) ? (error.serverMessage ?? error.message) : '' }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  return (
    <Drawer open={open} title={title} size={DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      <MessageViewer state={state} onRetry={() => setAttempt((n) => n + 1)} />
    </Drawer>
  );
}
