// DictionaryName's stories as fixtures (issue 23 point 4): the name, the name with its code, and a
// code the dictionary lacks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { forgetDictionaries } from '../../engine/form/dictionaryStore.ts';
import { clearHttpCache } from '../../http/index.ts';
import * as stories from './DictionaryName.stories.tsx';
import { nameWithCode } from './codeNames.ts';

const { InACell, WithCode, UnknownCode } = composeStories(stories, preview);

beforeEach(() => {
  forgetDictionaries();
  clearHttpCache();
});
afterEach(cleanup);

describe('DictionaryName stories', () => {
  it('InACell: 001 shows as 台', async () => {
    await InACell.load();
    render(<InACell />);
    expect(await screen.findByText('台')).toBeTruthy();
  });

  it('WithCode: 502 shows as 美元(502)', async () => {
    await WithCode.load();
    render(<WithCode />);
    expect(await screen.findByText('美元(502)')).toBeTruthy();
  });

  it('UnknownCode: a code the dictionary lacks shows as the code', async () => {
    await UnknownCode.load();
    const { container } = render(<UnknownCode />);
    expect(container.textContent).toBe('999');
  });
});

describe('nameWithCode', () => {
  it('joins a name and its code, or shows the one known', () => {
    expect(nameWithCode('美元', '502')).toBe('美元(502)');
    expect(nameWithCode(null, '502')).toBe('502');
    expect(nameWithCode('502', '502')).toBe('502');
    expect(nameWithCode('美元', null)).toBe('美元');
    expect(nameWithCode(undefined, '')).toBe('');
  });
});
