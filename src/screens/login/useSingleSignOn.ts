import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { jump } from '../../http/index.ts';

export type SingleSignOnState = 'none' | 'pending' | 'failed';

/**
 * Single sign-on with the `tokenId` query value (spec §2.1). The token is single use, so the
 * call is made once per page even when React runs effects twice in development.
 */
export function useSingleSignOn(tokenId: string | null, onSignedIn: () => void): SingleSignOnState {
  const [state, setState] = useState<SingleSignOnState>(tokenId ? 'pending' : 'none');
  const started = useRef<string | null>(null);
  const done = useRef(onSignedIn);
  useLayoutEffect(() => {
    done.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    if (!tokenId || started.current === tokenId) return;
    started.current = tokenId;
    setState('pending');
    jump(tokenId).then(
      () => done.current(),
      // The HTTP layer has shown why; the page falls back to the login form.
      () => setState('failed'),
    );
  }, [tokenId]);

  return state;
}
