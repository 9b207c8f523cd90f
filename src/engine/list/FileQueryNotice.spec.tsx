// The Excel query's result notice, on its stories (issue 23 point 5).
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './FileQueryNotice.stories.tsx';

const { OneUnmatched, AllMatched, ManyUnmatched } = composeStories(stories);

describe('FileQueryNotice', () => {
  it('names the number that matched nothing', () => {
    render(<OneUnmatched />);
    expect(screen.getByTestId('file-query-unmatched').textContent).toBe('1 个单号未查到：NOSUCHORDER123');
  });

  it('says when every number matched', () => {
    cleanup();
    render(<AllMatched />);
    expect(screen.getByTestId('file-query-unmatched').textContent).toBe('文件中的单号均已查到。');
  });

  it('lists the first ones of many, saying how many there are', () => {
    cleanup();
    render(<ManyUnmatched />);
    expect(screen.getByTestId('file-query-unmatched').textContent).toMatch(/^1234 个单号未查到（列出前 100 个）：EO20251120000000、/);
  });
});
