// The calls behind the button bar: each runs with its button spinning (the others wait), a
// failure is left to the HTTP layer (it has said why), and a change to bills says 操作成功！
// and reloads the list and its counts. File calls open or save what the server answers.
import { MSG_OPERATION_SUCCEEDED } from '#core/messages.ts';
import { useMemo, useState } from 'react';
import { App } from 'antd';
import { isHttpError, MSG_EXPORT_FAILED, post } from '../../http/index.ts';
import type { BillDefinition, ButtonDefinition, ButtonOf, DownloadButton } from '#core/definition/index.ts';
import { requestDownload } from '../dialogs/downloads.ts';
import { idsOf } from '#core/list/action-bodies.ts';
import { downloadStoredFile, fileNameOf } from './fileDownload.ts';
import { MSG_DOWNLOAD_FAILED } from './listMessages.ts';
import { billApiPath } from '#core/api-path.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { isDeclareJobStarted, type DeclareJobStarted } from '#core/declare-jobs.ts';

/** Any button with a path to post to. */
export type PostingButton = Extract<ButtonDefinition, { path: string }>;

export interface ButtonCalls {
  /** The code of the button whose call is running. */
  busy: string | null;
  /** Runs `work` with the button spinning; true when it succeeded. */
  call(button: ButtonDefinition, work: () => Promise<unknown>): Promise<boolean>;
  /** POSTs `body` to the button's path; on success says so and reloads. */
  postAction(button: PostingButton, body: unknown): Promise<boolean>;
  /** export / template: POSTs `body` and opens the answered downloadUri (导出失败 without one). */
  exportFile(button: ButtonOf<'export' | 'template'>, body: unknown): Promise<boolean>;
  /** download: one row's file saved under its name, several rows as one archive. */
  downloadFiles(button: DownloadButton, rows: readonly BillRow[]): Promise<boolean>;
}

/** A declare the server took to the background: the runner shows its progress. */
export type DeclareJobShown = (button: PostingButton, job: DeclareJobStarted['declareJob']) => void;

export function useButtonCalls(definition: BillDefinition, onChanged: () => void, onDeclareJob?: DeclareJobShown): ButtonCalls {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);

  return useMemo(() => {
    const path = (subPath: string) => billApiPath(definition, subPath);

    const call = async (button: ButtonDefinition, work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(button.code);
      try {
        await work();
        return true;
      } catch (error) {
        if (!isHttpError(error)) throw error;
        return false;
      } finally {
        setBusy(null);
      }
    };

    const postAction = async (button: PostingButton, body: unknown) => {
      let said: { text: string; incomplete: boolean } | null = null;
      let job: DeclareJobStarted['declareJob'] | null = null;
      const done = await call(button, async () => {
        const answer = await post<unknown>(path(button.path), body, { envelope: true });
        // A large 申报 goes on in the background: its progress dialog says how it ends.
        if (isDeclareJobStarted(answer.data)) job = answer.data.declareJob;
        // A collect button answers what it made (已生成1张退货申请单…): the user is told that,
        // as a warning when the new bill stays a draft to complete.
        if (button.kind === 'collect' && answer.message) {
          said = { text: answer.message, incomplete: Boolean((answer.data as { problem?: unknown } | null)?.problem) };
        }
      });
      if (!done) return false;
      if (job && onDeclareJob) {
        onDeclareJob(button, job);
        return true;
      }
      const own = button.kind === 'confirm' || button.kind === 'prompt' ? button.success : undefined;
      const { text, incomplete } = said ?? { text: own ?? MSG_OPERATION_SUCCEEDED, incomplete: false };
      if (incomplete) message.warning(text);
      else message.success(text);
      onChanged();
      return true;
    };

    const exportFile = (button: ButtonOf<'export' | 'template'>, body: unknown) =>
      call(button, async () => {
        if (!(await requestDownload(path(button.path), body))) message.error(MSG_EXPORT_FAILED);
      });

    const downloadFiles = (button: DownloadButton, rows: readonly BillRow[]) =>
      call(button, async () => {
        let delivered: boolean;
        if (rows.length === 1) {
          const [row] = rows;
          const filePath = String(row[button.fileField] ?? '');
          delivered = filePath !== '' && (await downloadStoredFile(path(button.path), filePath, fileNameOf(row[button.nameField], filePath)));
        } else {
          delivered = (await requestDownload(path(button.batchPath), { ids: idsOf(rows) })) !== null;
        }
        if (!delivered) message.error(MSG_DOWNLOAD_FAILED);
      });

    return { busy, call, postAction, exportFile, downloadFiles };
  }, [busy, definition, message, onChanged, onDeclareJob]);
}

/** The tax total of a taxTotal answer: a number, or { totalTax }. */
export function taxTotalOf(answer: unknown): number {
  if (typeof answer === 'number') return answer;
  const value = (answer as { totalTax?: unknown } | null)?.totalTax;
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}
