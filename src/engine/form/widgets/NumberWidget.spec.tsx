// The number input (issue 23 point 6): nothing typed disappears without a word. Text that is not
// a number the field may hold stays as typed with the field's own message, and reaches the form
// as typed (a save refuses it with the same words); a keystroke past the field's digits is
// refused, saying why. The stories are the fixtures.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../../testing/inlineStyles.ts';
import { fieldError } from '../../../testing/detailQueries.ts';
import * as stories from './NumberWidget.stories.tsx';

installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);
const { Empty, WithAmounts } = composeStories(stories, preview);
const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;

async function type(name: string, text: string) {
  await act(async () => {
    fireEvent.change(input(name), { target: { value: text } });
  });
}

beforeEach(() => cleanup());

describe('NumberWidget', () => {
  it('keeps "abc" as typed and says the field wants a number', async () => {
    await Empty.run();
    await type('goodsValue', 'abc');
    expect(input('goodsValue').value).toBe('abc');
    expect(fieldError('goodsValue')).toBe('商品价格必须是数字');
    expect(input('goodsValue').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps "-5" where the minimum is 0 and says so', async () => {
    await Empty.run();
    await type('goodsValue', '-5');
    expect(input('goodsValue').value).toBe('-5');
    expect(fieldError('goodsValue')).toBe('商品价格不能小于0');
  });

  it('refuses a 6th decimal and a 20th digit, saying why, and keeps what was there', async () => {
    await Empty.run();
    await type('goodsValue', '12.12345');
    expect(fieldError('goodsValue')).toBeUndefined();
    await type('goodsValue', '12.123456');
    expect(input('goodsValue').value).toBe('12.12345');
    expect(fieldError('goodsValue')).toBe('商品价格最多5位小数');
    await type('goodsValue', '1'.repeat(20));
    expect(input('goodsValue').value).toBe('12.12345');
    expect(fieldError('goodsValue')).toBe('商品价格最多19位数字');
    await type('goodsValue', '12.5');
    expect(fieldError('goodsValue')).toBeUndefined();
  });

  it('shows stored amounts in plain decimals', async () => {
    await WithAmounts.run();
    expect(input('goodsValue').value).toBe('12.5');
    expect(input('freight').value).toBe('0.00001');
  });
});
