import userEvent from '@testing-library/user-event';

/**
 * user-event checks `pointer-events` through getComputedStyle on every ancestor before each
 * pointer action; with antd's injected styles that dominates a jsdom test. The portal never
 * disables pointer events to block input, so specs skip the check.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: 0 });
}
