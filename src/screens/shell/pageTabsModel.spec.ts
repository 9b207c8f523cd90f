import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, loadTabs, openTab, saveTabs, tabKeyOf } from './pageTabsModel.ts';

describe('page tabs model', () => {
  it('keeps home first and opens each page once', () => {
    let keys = openTab(['/home'], '/account');
    keys = openTab(keys, '/notice');
    keys = openTab(keys, '/account');
    expect(keys).toEqual(['/home', '/account', '/notice']);
  });

  it('never closes home', () => {
    expect(closeTab(['/home', '/account'], '/home', '/home')).toEqual({ keys: ['/home', '/account'], nextActive: null });
  });

  it('activates the right neighbour, else the left one, when the active tab closes', () => {
    expect(closeTab(['/home', '/a', '/b', '/c'], '/b', '/b').nextActive).toBe('/c');
    expect(closeTab(['/home', '/a', '/b'], '/b', '/b').nextActive).toBe('/a');
    expect(closeTab(['/home', '/a', '/b'], '/a', '/b')).toEqual({ keys: ['/home', '/b'], nextActive: null });
  });

  it('closes others and all, keeping home', () => {
    expect(closeOtherTabs(['/home', '/a', '/b'], '/b')).toEqual(['/home', '/b']);
    expect(closeAllTabs()).toEqual(['/home']);
  });

  it('keys a tab by path and query', () => {
    expect(tabKeyOf({ pathname: '/details/export/order', search: '?id=7' })).toBe('/details/export/order?id=7');
    expect(tabKeyOf({ pathname: '/home', search: '?x=1' })).toBe('/home');
  });

  it('survives storage round trips and bad stored data', () => {
    saveTabs(['/home', '/a']);
    expect(loadTabs()).toEqual(['/home', '/a']);
    window.sessionStorage.setItem('portal.pageTabs', '{broken');
    expect(loadTabs()).toEqual(['/home']);
  });
});
