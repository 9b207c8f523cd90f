// The 报文 view's stories as fixtures: each message pretty-printed in its monospace box with what
// it is, 下载 saving the message exactly as stored under its guid, and the loading, empty, failed
// and not-kept states in Chinese.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './MessageViewer.stories.tsx';
import { ORDER_NO, RECEIPT_XML, RECEIVED_GUID, SENT_GUID, SIGNED_XML } from './sampleMessages.ts';

const { DeclaredOrder, WaitingToSign, NotKept, ManyMessages, NoMessages, Loading, Failed } = composeStories(stories, preview);

let saved: Array<{ name: string; text: Promise<string>; type: string }>;

/** jsdom's Blob has no text(): read it as the browser would hand it to the file. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((given: Blob) => {
    blob = given;
    return 'blob:message';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, text: textOf(blob), type: blob.type });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const blocks = () => screen.getAllByTestId('customs-message');
const xmlOf = (block: HTMLElement) => within(block).getByTestId('xml-text');

describe('MessageViewer stories', () => {
  it('DeclaredOrder: the receipt message, then the signed message sent, each laid out for reading', () => {
    render(<DeclaredOrder />);
    const [received, sent] = blocks() as [HTMLElement, HTMLElement];
    expect(received.dataset.guid).toBe(RECEIVED_GUID);
    expect(within(received).getByText('接收')).toBeTruthy();
    expect(within(received).getByText('CEB304Message')).toBeTruthy();
    expect(within(received).getByText('电子口岸申报中：新增申报成功[A1]')).toBeTruthy();
    expect(sent.dataset.guid).toBe(SENT_GUID);
    expect(within(sent).getByText('发送')).toBeTruthy();
    expect(within(sent).getByText('已发送（已签名）')).toBeTruthy();

    const shown = xmlOf(sent);
    expect(shown.tagName).toBe('PRE');
    expect(shown.className).toBe('bill-xml');
    const lines = (shown.textContent ?? '').split('\n');
    // One element a line, indented by depth; the signature is part of the message shown.
    expect(lines).toContain(`      <ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    expect(lines).toContain('    <ds:SignatureValue>Zm9yIHRoZSBzdG9yeSBvbmx5</ds:SignatureValue>');
    expect(lines.length).toBeGreaterThan(20);
  });

  it('DeclaredOrder: 下载 saves the message as stored (not as laid out), named by its guid', async () => {
    render(<DeclaredOrder />);
    const [received, sent] = blocks() as [HTMLElement, HTMLElement];
    fireEvent.click(within(sent).getByRole('button', { name: /下\s*载/ }));
    fireEvent.click(within(received).getByRole('button', { name: /下\s*载/ }));
    expect(saved.map((file) => [file.name, file.type])).toEqual([
      [`${SENT_GUID}.xml`, 'application/xml;charset=utf-8'],
      [`${RECEIVED_GUID}.xml`, 'application/xml;charset=utf-8'],
    ]);
    expect(await saved[0]!.text).toBe(SIGNED_XML);
    expect(await saved[1]!.text).toBe(RECEIPT_XML);
  });

  it('WaitingToSign: the message as built, said to be unsigned', () => {
    render(<WaitingToSign />);
    expect(screen.getByText('待加签（未签名（签名前的报文））')).toBeTruthy();
    expect(xmlOf(blocks()[0]!).textContent).not.toContain('Signature');
  });

  it('NotKept: listed without text, nothing to download', () => {
    render(<NotKept />);
    const [block] = blocks() as [HTMLElement];
    expect(within(block).queryByTestId('xml-text')).toBeNull();
    expect(within(block).getByText('无报文内容')).toBeTruthy();
    expect(within(block).getByText('该报文接收时系统尚未保存报文内容')).toBeTruthy();
    expect((within(block).getByRole('button', { name: /下\s*载/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ManyMessages: the newest thirty and a word that there are more', () => {
    render(<ManyMessages />);
    expect(blocks()).toHaveLength(30);
    expect(screen.getByText('仅显示最近 30 条报文')).toBeTruthy();
  });

  it('NoMessages, Loading and Failed say so in Chinese; 重试 asks again', () => {
    render(<NoMessages />);
    expect(screen.getByText('暂无报文')).toBeTruthy();
    cleanup();
    render(<Loading />);
    expect(screen.getByText('报文加载中…')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    cleanup();
    let retried = 0;
    render(<Failed onRetry={() => (retried += 1)} />);
    expect(screen.getByText('报文加载失败')).toBeTruthy();
    expect(screen.getByText('单据不存在或已被删除')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retried).toBe(1);
  });
});
