import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, loadTabs, openTab, renameTab, saveTabs, screensToLetGo, tabKeyOf } from './pageTabsModel.ts';

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

describe('renameTab (a new bill got its id)', () => {
  it('renames the tab in place and drops another tab already at the new address', () => {
    expect(renameTab(['/home', '/a?mode=add', '/b'], '/a?mode=add', '/a?id=1')).toEqual(['/home', '/a?id=1', '/b']);
    expect(renameTab(['/home', '/a?id=1', '/a?mode=add'], '/a?mode=add', '/a?id=1')).toEqual(['/home', '/a?id=1']);
  });
});

describe('screensToLetGo (at most so many screens stay alive)', () => {
  it('lets go of the screens shown longest ago, past the limit', () => {
    expect(screensToLetGo(['/a', '/b', '/c'], [], 3)).toEqual([]);
    expect(screensToLetGo(['/a', '/b', '/c', '/d'], [], 2)).toEqual(['/d', '/c']);
  });

  it('never lets go of the screen on show or of one holding unsaved edits', () => {
    expect(screensToLetGo(['/a', '/b', '/c', '/d'], ['/d'], 2)).toEqual(['/c', '/b']);
    expect(screensToLetGo(['/a', '/b'], ['/b'], 1)).toEqual([]);
  });
});
