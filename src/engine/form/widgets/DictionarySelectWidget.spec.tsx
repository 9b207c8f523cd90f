// A dictionary select offers only the values its field allows: 运费标志 of 出口清单 reads fee_flag
// (率, 总价 in the fake dictionaries) but CEB603 fixes it to 3, so 总价 alone is offered; a field
// without such a limit offers its whole dictionary. The story is the fixture.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../../testing/inlineStyles.ts';
import * as stories from './DictionarySelectWidget.stories.tsx';

installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);
const { NewInventory } = composeStories(stories, preview);

async function offered(name: string): Promise<string[]> {
  await act(async () => {
    fireEvent.mouseDown(document.getElementById(`root_${name}`)!);
  });
  return waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const titles = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title') ?? '');
    expect(titles.length).toBeGreaterThan(0);
    return titles;
  });
}

beforeEach(() => cleanup());

describe('DictionarySelectWidget', () => {
  it('offers only the values the field allows (运费标志: 总价), and a whole dictionary elsewhere', async () => {
    await NewInventory.run();
    expect(await offered('fflag')).toEqual(['总价']);
    expect((await offered('wrapType')).length).toBeGreaterThan(1);
  });
});
