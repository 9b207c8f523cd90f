// The progress of a batch 申报 that went to the background (issue 24; core/declare-jobs.ts): the
// three steps — 检查报文, 写入申报, 加签发送 — with the count of the running one, asked of the
// server every second until the job is finished. Then it says how it ended: done (how many bills
// declared and messages sent), refused (the bills and why: nothing was declared), or interrupted.
// Closing while it runs leaves it running on the server: the 签名记录 show the rest.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Steps, Table, Typography } from 'antd';
import { DECLARE_PHASE_NAMES, FINISHED_PHASES, type DeclareJobBill, type DeclareJobView } from '#core/declare-jobs.ts';
import { isHttpError, post } from '../../http/index.ts';

export const POLL_MS = 1000;
export const MSG_KEEPS_RUNNING = '关闭后申报仍在后台继续，可在签名记录中查看报文发送情况';
export const MSG_PROGRESS_UNREACHABLE = '暂时无法获取申报进度，正在重试…';
const LABEL_BACKGROUND = '后台继续';
const LABEL_CLOSE = '关闭';

export interface DeclareProgressDialogProps {
  /** The button's text, e.g. 申报. */
  title: string;
  /** POST path of the family's progress call. */
  progressPath: string;
  jobId: string;
  total: number;
  /** The job finished (done, refused or interrupted): the list reloads. */
  onFinished(view: DeclareJobView): void;
  onClose(): void;
}

const STEPS = ['checking', 'writing', 'sending'] as const;

function currentStep(view: DeclareJobView | null): number {
  if (!view || view.phase === 'waiting') return 0;
  if (view.phase === 'done') return STEPS.length;
  const index = STEPS.indexOf(view.phase as (typeof STEPS)[number]);
  return index < 0 ? 0 : index;
}

function percent(count: number, total: number): number {
  return total > 0 ? Math.floor((count * 100) / total) : 0;
}

/** The running step's line: what it counts, of how many. */
function runningLine(view: DeclareJobView | null, total: number) {
  if (!view || view.phase === 'waiting') return { text: `${DECLARE_PHASE_NAMES.waiting}…`, count: 0 };
  if (view.phase === 'checking') return { text: `正在检查报文 ${view.checked} / ${total}`, count: view.checked };
  if (view.phase === 'writing') return { text: `正在写入申报（${total}张单据）`, count: total };
  return { text: `已发送 ${view.sent} / ${total}${view.failed > 0 ? `，${view.failed}份未能发送` : ''}`, count: view.sent + view.failed };
}

const BILL_COLUMNS = [
  { title: '单据', dataIndex: 'name', key: 'name', width: 180 },
  { title: '原因', dataIndex: 'reason', key: 'reason' },
];

function Outcome({ view }: { view: DeclareJobView }) {
  if (view.phase === 'done') return <Alert type={view.failed > 0 ? 'warning' : 'success'} showIcon title={view.message} />;
  const bills: DeclareJobBill[] = view.bills;
  return (
    <>
      <Alert type={view.phase === 'interrupted' ? 'warning' : 'error'} showIcon title={DECLARE_PHASE_NAMES[view.phase]} description={view.message} />
      {bills.length > 0 && (
        <Table<DeclareJobBill>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="id"
          columns={BILL_COLUMNS}
          dataSource={bills}
          pagination={bills.length > 10 ? { pageSize: 10, size: 'small' } : false}
        />
      )}
    </>
  );
}

export function DeclareProgressDialog({ title, progressPath, jobId, total, onFinished, onClose }: DeclareProgressDialogProps) {
  const [view, setView] = useState<DeclareJobView | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const finished = view !== null && FINISHED_PHASES.includes(view.phase);
  // The parent's callbacks, latest: the polling must not restart when they change.
  const told = useRef(onFinished);
  const close = useRef(onClose);
  useEffect(() => {
    told.current = onFinished;
    close.current = onClose;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await post<DeclareJobView>(progressPath, { jobId });
        if (stopped) return;
        setUnreachable(false);
        setView(answer);
        if (FINISHED_PHASES.includes(answer.phase)) {
          told.current(answer);
          return;
        }
      } catch (error) {
        if (stopped) return;
        // The server answered that there is no such job (the HTTP layer said so): nothing to wait for.
        if (isHttpError(error) && error.status === 200) {
          close.current();
          return;
        }
        setUnreachable(true);
      }
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [progressPath, jobId]);

  const line = runningLine(view, total);
  return (
    <Modal
      open
      title={`${title}（共${total}张单据）`}
      width={640}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Button type={finished ? 'primary' : 'default'} onClick={onClose}>
          {finished ? LABEL_CLOSE : LABEL_BACKGROUND}
        </Button>
      }
    >
      <Steps
        size="small"
        current={currentStep(view)}
        status={view?.phase === 'failed' || view?.phase === 'interrupted' ? 'error' : undefined}
        items={STEPS.map((step) => ({ title: DECLARE_PHASE_NAMES[step] }))}
      />
      <div style={{ marginTop: 20 }} aria-live="polite">
        {finished ? (
          <Outcome view={view} />
        ) : (
          <>
            <Typography.Text>{line.text}</Typography.Text>
            <Progress percent={percent(line.count, total)} status="active" />
            <Typography.Text type="secondary">{MSG_KEEPS_RUNNING}</Typography.Text>
          </>
        )}
        {unreachable && !finished && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={MSG_PROGRESS_UNREACHABLE} />}
      </div>
    </Modal>
  );
}
