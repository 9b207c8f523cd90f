import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StateFilter } from './StateFilter.tsx';
import { seedStates } from '../../testing/seedOptions.ts';

const states = seedStates('EXPU', 'ExpuOrderState');
const counts = [
  { state: '0', name: '暂存', count: 12 },
  { state: '10', name: '已申报', count: 3 },
  { state: '2', name: '电子口岸申报中', count: 1 },
  { state: '3', name: '发送海关成功', count: 8 },
  { state: '100', name: '海关退单', count: 2 },
  { state: '399', name: '海关审结', count: 240 },
];

const meta = {
  title: '单据引擎/状态筛选',
  component: StateFilter,
  args: { states, counts, value: null, onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ padding: 16 }}>
        <StateFilter {...args} value={value} onChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof StateFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {};

export const StateChosen: Story = { args: { value: '100' } };

/** Before the first counts arrive: names only, with a spinner. */
export const CountsLoading: Story = { args: { counts: null, loading: true } };
