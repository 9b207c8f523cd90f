import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaybillImportDialog } from './WaybillImportDialog.tsx';
import { subsidyFeature } from '#core/subsidy/feature.ts';
import { rewardApplyForm } from './testing/subsidyFixtures.ts';

const settings = subsidyFeature(rewardApplyForm()).imports;

/** The row errors of a failed import (the server lists at most 100, row-numbered). */
export const ROW_ERRORS = [
  { row: 3, message: '总运单号不能为空' },
  { row: 17, message: '毛重（KG）必须是数字' },
  { row: 20001, message: '每个工作表至多 20000 行' },
];

// /rewardApplication/apply/apply's 导入运单号: one Excel file, then the server's progress (rows read
// of the sheet's total) while the import runs; all or nothing, with row-numbered errors.
const meta = {
  title: '页面/数据核验申请/导入运单号',
  component: WaybillImportDialog,
  args: { open: true, settings, progress: null, starting: false, onStart: () => {}, onClose: () => {} },
} satisfies Meta<typeof WaybillImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: 选择文件 and 开始导入 (which asks for a file). */
export const Idle: Story = {};

/** 8,000 of 20,000 rows read: 40 %, the dialog may be closed while it runs. */
export const Running: Story = { args: { progress: { state: 'running', phase: 'read', rows: 8000, total: 20000, errors: [] } } };

/** The sheet was refused: nothing stored, the rows to fix listed. */
export const Failed: Story = {
  args: { progress: { state: 'failed', rows: 20001, total: 20001, errors: ROW_ERRORS, errorCount: 250, message: '文件数据为空或格式不正确！' } },
};

/** Every row stored. */
export const Done: Story = { args: { progress: { state: 'done', rows: 20000, total: 20000, errors: [] } } };
