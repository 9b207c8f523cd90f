import type { Meta, StoryObj } from '@storybook/react-vite';
import { DictionaryName } from './DictionaryName.tsx';
import { installDictionaries } from './fakeDictionaries.ts';

// A coded value shown by its dictionary's name: 台 in a table cell, 美元(502) where it stands alone;
// a code the dictionary lacks shows as the code.
const meta = {
  title: '结汇/字典名称',
  component: DictionaryName,
  args: { dictionary: 'unit', value: '001' },
  beforeEach: () => void installDictionaries(),
} satisfies Meta<typeof DictionaryName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 申报计量单位 001 in a goods line: 台. */
export const InACell: Story = {};

/** 币制 502 standing alone: 美元(502). */
export const WithCode: Story = { args: { dictionary: 'currency', value: '502', withCode: true } };

/** A code the dictionary lacks: the code. */
export const UnknownCode: Story = { args: { dictionary: 'currency', value: '999', withCode: true } };
