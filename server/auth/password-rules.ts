// Password strength (bill-families-and-screens.md §5) and age: a password that fails either
// must be changed before the next login.
import type { AppUserTable } from '../db/schema.ts';

export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 10 to 20 characters with an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= 10 &&
    length <= 20 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

export function isPasswordExpired(passwordChangedAt: number, now: number): boolean {
  return now - passwordChangedAt > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/** Decided at login, when the plain password is known (the weak check needs it). */
export function mustChangePassword(
  user: Pick<AppUserTable, 'password_changed_at' | 'must_change_password'>,
  plainPassword: string,
  now: number,
): boolean {
  return user.must_change_password === 1 || isPasswordExpired(user.password_changed_at, now) || !isStrongPassword(plainPassword);
}
