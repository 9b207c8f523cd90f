// antd's message, notification and modal for the whole portal without antd App on the login
// page (issue 26 point 3). App brings Modal (with Skeleton), the notification stack and the
// message stack; the login page shows a message only when something fails. So the portal gives
// antd's App context (what `App.useApp()` reads) stable stand-ins from the start, and the holders
// that really show things come in a lazy chunk: the signed-in parts load it before any signed-in
// screen renders, the login page on its first message. A call made before the holders are in is
// queued and made as soon as they are; what it returns (a message's close function, a dialog's
// destroy and update, their promise) acts on the real one then.
import type { useAppProps } from 'antd/es/app/context';
import type { ComponentType } from 'react';

export type FeedbackApi = useAppProps;

/** The lazy chunk: antd's holders, handing their APIs over once mounted. */
export interface FeedbackHoldersModule {
  FeedbackHolders: ComponentType<{ attach: (api: FeedbackApi) => () => void }>;
}

export interface LazyFeedback {
  /** Stand-ins for message, notification and modal: the same object for the page's whole life. */
  readonly api: FeedbackApi;
  /** Fetches the holders' chunk (once); resolves when it is in. */
  load(): Promise<FeedbackHoldersModule>;
  /** The holders' chunk if it is in (for useSyncExternalStore). */
  loaded(): FeedbackHoldersModule | null;
  subscribe(listener: () => void): () => void;
  /** Called by the mounted holders: their APIs serve every call from now on, queued ones first. */
  attach(api: FeedbackApi): () => void;
}

type Late = { result: unknown };
type AnyMethod = (...args: unknown[]) => unknown;

const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'] as const;
const NOTIFICATION_METHODS = ['info', 'success', 'error', 'warning', 'open', 'destroy'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/** A message's handle before the message exists: closing it closes the message once shown. */
function lateMessage(pending: Promise<Late>) {
  const close = () => void pending.then(({ result }) => (result as () => void)());
  return Object.assign(close, {
    then: (done?: (closed: boolean) => unknown, failed?: (reason: unknown) => unknown) =>
      pending.then(({ result }) => result as PromiseLike<boolean>).then(done, failed),
  });
}

/** A dialog's handle before the dialog exists. */
function lateModal(pending: Promise<Late>) {
  type Handle = { destroy(): void; update(config: unknown): void } & PromiseLike<boolean>;
  const handle = (act: (real: Handle) => void) => void pending.then(({ result }) => act(result as Handle));
  return {
    destroy: () => handle((real) => real.destroy()),
    update: (config: unknown) => handle((real) => real.update(config)),
    then: (done?: (confirmed: boolean) => unknown, failed?: (reason: unknown) => unknown) => pending.then(({ result }) => result as Handle).then(done, failed),
  };
}

export function createLazyFeedback(importHolders: () => Promise<FeedbackHoldersModule>): LazyFeedback {
  let holders: FeedbackHoldersModule | null = null;
  let loading: Promise<FeedbackHoldersModule> | null = null;
  // Mounted holders, the latest last (a story or a spec may mount more than one portal).
  const attached: FeedbackApi[] = [];
  const queued: ((api: FeedbackApi) => void)[] = [];
  const listeners = new Set<() => void>();

  const load = () => {
    loading ??= importHolders().then(
      (module) => {
        holders = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed fetch (network) is tried again at the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const whenAttached = (call: (api: FeedbackApi) => unknown): Promise<Late> =>
    new Promise((resolve) => {
      queued.push((api) => resolve({ result: call(api) }));
      load().catch((error: unknown) => console.error('提示组件加载失败', error));
    });

  function forward<K extends keyof FeedbackApi>(part: K, methods: readonly string[], late: (pending: Promise<Late>) => unknown): FeedbackApi[K] {
    const stand = Object.fromEntries(
      methods.map((name) => {
        const method = (...args: unknown[]) => {
          const real = attached.at(-1);
          const call = (api: FeedbackApi) => (api[part] as unknown as Record<string, AnyMethod>)[name](...args);
          return real ? call(real) : late(whenAttached(call));
        };
        return [name, method];
      }),
    );
    return stand as unknown as FeedbackApi[K];
  }

  const api: FeedbackApi = {
    message: forward('message', MESSAGE_METHODS, lateMessage),
    notification: forward('notification', NOTIFICATION_METHODS, () => undefined),
    modal: forward('modal', MODAL_METHODS, lateModal),
  };
  return {
    api,
    load,
    loaded: () => holders,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(real) {
      attached.push(real);
      for (const call of queued.splice(0)) call(real);
      return () => {
        attached.splice(attached.indexOf(real), 1);
      };
    },
  };
}
