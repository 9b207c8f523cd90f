import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import { DeclareProgressDialog, MSG_KEEPS_RUNNING } from './DeclareProgressDialog.tsx';
import { DONE_JOB, fakeJob, INTERRUPTED_JOB, JOB_ID, PROGRESS_PATH, REFUSED_JOB } from '../../testing/declareJobs.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  recordFeedback();
});

function renderDialog() {
  const onFinished = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProviders>
      <DeclareProgressDialog title="申报" progressPath={PROGRESS_PATH} jobId={JOB_ID} total={2000} onFinished={onFinished} onClose={onClose} />
    </AppProviders>,
  );
  return { onFinished, onClose };
}

describe('DeclareProgressDialog (issue 24: a batch 申报 in the background)', () => {
  it('asks for the progress each second, shows the running count, and tells the list once when done', async () => {
    const api = fakeJob(DONE_JOB);
    const { onFinished } = renderDialog();
    expect(await screen.findByText('正在检查报文 500 / 2000')).toBeTruthy();
    expect(screen.getByText(MSG_KEEPS_RUNNING)).toBeTruthy();
    expect(await screen.findByText('申报完成：2000张单据已申报，2000份报文已发送')).toBeTruthy();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0][0]).toMatchObject({ phase: 'done', sent: 2000 });
    const calls = api.requests.length;
    expect(calls).toBe(DONE_JOB.length);
    expect(api.requests[0].body).toEqual({ data: { jobId: JOB_ID } });
    // Finished: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.requests).toHaveLength(calls);
    expect(buttonByText('关闭', document.querySelector('.ant-modal-footer')!)).toBeTruthy();
  });

  it('lists the refused bills and why, saying nothing was declared', async () => {
    fakeJob(REFUSED_JOB);
    const { onFinished } = renderDialog();
    expect(await screen.findByText('申报未完成')).toBeTruthy();
    expect(screen.getByText('EO-2026-0017')).toBeTruthy();
    expect(screen.getByText('当前状态「申报中」不允许申报')).toBeTruthy();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
  });

  it('says an interrupted job is interrupted', async () => {
    fakeJob(INTERRUPTED_JOB);
    renderDialog();
    expect(await screen.findByText('后台申报已中断（服务已停止），没有单据被申报，请重新申报')).toBeTruthy();
  });

  it('closing while it runs leaves the job running (后台继续)', async () => {
    fakeJob(DONE_JOB);
    const { onClose } = renderDialog();
    await screen.findByText('正在检查报文 500 / 2000');
    fireEvent.click(buttonByText('后台继续', document.querySelector('.ant-modal-footer')!));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
