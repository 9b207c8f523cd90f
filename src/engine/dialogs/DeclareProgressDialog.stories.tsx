import type { Meta, StoryObj } from '@storybook/react-vite';
import { DONE_JOB, fakeJob, INTERRUPTED_JOB, JOB_ID, PROGRESS_PATH, REFUSED_JOB, TOTAL } from '../../testing/declareJobs.ts';
import { DeclareProgressDialog } from './DeclareProgressDialog.tsx';

const meta = {
  title: '单据引擎/后台申报进度',
  component: DeclareProgressDialog,
  args: { title: '申报', progressPath: PROGRESS_PATH, jobId: JOB_ID, total: TOTAL, onFinished: () => {}, onClose: () => {} },
  beforeEach: () => void fakeJob(DONE_JOB),
} satisfies Meta<typeof DeclareProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,000 orders: checked, written, signed and sent, the count moving each second, then 申报完成. */
export const Declared: Story = {};

/** One bill's message does not validate and one is in the wrong state: nothing is declared, both are listed. */
export const Refused: Story = { beforeEach: () => void fakeJob(REFUSED_JOB) };

/** The server stopped while checking: nothing was declared. */
export const Interrupted: Story = { beforeEach: () => void fakeJob(INTERRUPTED_JOB) };
