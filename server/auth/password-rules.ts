// Password strength (bill-families-and-screens.md §5) and age: a password that fails either
// must be changed before the next login.
import type { AppUserTable } from '../db/schema.ts';
import { isStrongPassword } from '#core/password.ts';

export { isStrongPassword };

export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isPasswordExpired(passwordChangedAt: number, now: number): boolean {
  return now - passwordChangedAt > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/** Decided at login, when the plain password is known (the weak check needs it). */
export function mustChangePassword(user: Pick<AppUserTable, 'password_changed_at' | 'must_change_password'>, plainPassword: string, now: number): boolean {
  return user.must_change_password === 1 || isPasswordExpired(user.password_changed_at, now) || !isStrongPassword(plainPassword);
}
