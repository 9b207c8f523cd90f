// The client specs of a worker share one document (vite.config.ts, `isolate: false`): each test
// must find the page, the address and the storage as a fresh file would (tests/setup/client.ts).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { composeStory } from '@storybook/react-vite';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import preview from '../../.storybook/preview.tsx';

const startAddress = window.location.href;

describe('what a test leaves behind is gone before the next test', () => {
  it('leaves a rendered page, a story, a dialog of its own root, a moved address and stored values', async () => {
    render(<p>页面内容</p>);
    // A story with a dialog-like part drawn into the page's body, as antd's Modal draws itself.
    await composeStory({ render: () => createPortal(<p>故事内容</p>, document.body) }, { title: 'left-behind' }, preview).run();
    // As a static antd dialog does: a root of its own, in an element of its own at the page's end.
    const own = document.body.appendChild(document.createElement('div'));
    flushSync(() => createRoot(own).render(<p>未关闭的对话框</p>));
    window.history.pushState(null, '', '/bill/export/order?page=2');
    window.localStorage.setItem('left', '1');
    window.sessionStorage.setItem('left', '1');
    expect(await screen.findByText('未关闭的对话框')).toBeTruthy();
    expect(screen.getByText('故事内容')).toBeTruthy();
  });

  it('starts with an empty page at the first address and empty storage, where a story runs again', async () => {
    expect(document.body.childElementCount).toBe(0);
    expect(window.location.href).toBe(startAddress);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    // Storybook unmounts the story it last ran before it runs the next: that one must be gone
    // already (it was, or this throws "The node to be removed is not a child of this node").
    await composeStory({ render: () => <p>下一个故事</p> }, { title: 'next' }, preview).run();
    expect(screen.getByText('下一个故事')).toBeTruthy();
  });
});
