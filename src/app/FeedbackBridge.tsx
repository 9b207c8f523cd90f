import { startTransition, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setFeedback } from '../http/index.ts';
import { useSession } from './SessionContext.tsx';
import { useFeedback } from './feedback/index.ts';

/**
 * Lets the HTTP layer, which knows no React, show messages and move the user: warnings and
 * errors go to antd message, toLogin/toRoot navigate inside the router (after re-reading the
 * session it has just cleared), reload reloads the page after the given delay.
 */
export function FeedbackBridge() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { reload } = useSession();

  useEffect(() => {
    setFeedback({
      warning: (text: string, seconds?: number) => {
        message.warning(text, seconds);
      },
      error: (text: string, seconds?: number) => {
        message.error(text, seconds);
      },
      // Navigation runs in a transition; the session is re-read in the same one so that both
      // land together.
      toLogin: (redirect?: string) => {
        startTransition(() => {
          reload();
          navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login', { replace: true });
        });
      },
      toRoot: () => {
        startTransition(() => {
          reload();
          navigate('/', { replace: true });
        });
      },
      reload: (delayMs: number) => {
        window.setTimeout(() => window.location.reload(), delayMs);
      },
    });
  }, [message, navigate, reload]);

  return null;
}
