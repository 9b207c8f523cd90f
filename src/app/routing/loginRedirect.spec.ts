import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './loginRedirect.ts';

describe('login redirect', () => {
  it('keeps the wanted path and query in the redirect value', () => {
    expect(loginPathFor({ pathname: '/details/export/order', search: '?id=7' })).toBe('/login?redirect=%2Fdetails%2Fexport%2Forder%3Fid%3D7');
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });

  it('returns only to pages of this portal', () => {
    expect(safeRedirect('/account?x=1')).toBe('/account?x=1');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('https://evil.example/')).toBe('/home');
    expect(safeRedirect('//evil.example/')).toBe('/home');
    expect(safeRedirect('/\\evil.example/')).toBe('/home');
    expect(safeRedirect('/login?redirect=/x')).toBe('/home');
  });
});
