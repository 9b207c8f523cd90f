// The playground stories as an analyst drives them: every definition can be picked, an edited
// title shows in the list and the detail page, broken JSON is named with its line and column while
// the last render stays, and a meta-schema violation reads as validate-schemas prints it.
import { readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { DEFINITION_ENTRIES } from './definitionFiles.ts';
import { LABEL_PICK, LABEL_PROBLEMS, LABEL_SCHEMA, LABEL_UI, MSG_ALL_GOOD, MSG_STALE_PREVIEW } from './playgroundMessages.ts';
import * as stories from './Playground.stories.tsx';

configure({ asyncUtilTimeout: 15000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT * 2);

const { BillFamily, Form } = composeStories(stories, preview);

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetDictionaries();
});

function editor(label: string): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: label }) as HTMLTextAreaElement;
}

async function type(label: string, text: string): Promise<void> {
  await act(async () => {
    fireEvent.change(editor(label), { target: { value: text } });
  });
}

function problemLines(): string[] {
  const list = screen.queryByRole('list', { name: LABEL_PROBLEMS });
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

const columnHeader = (text: string) => [...document.querySelectorAll('.ag-header-cell-text')].some((cell) => cell.textContent === text);

describe('定义预览 stories', () => {
  it('the picker lists every bill family of schemas/bills and every form of schemas/forms', async () => {
    await BillFamily.run();
    const uiFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.ui.json')).length;
    expect(DEFINITION_ENTRIES.length).toBe(uiFiles('schemas/bills') + uiFiles('schemas/forms'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: LABEL_PICK }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(DEFINITION_ENTRIES.length));
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(shown).toContain('出口订单（export-order）');
    expect(shown).toContain('企业备案（enterprise）');
  });

  it('an edited title becomes the list column header and the detail field label; broken JSON keeps the last render', async () => {
    await BillFamily.run();
    await waitFor(() => expect(columnHeader('订单编号')).toBe(true));
    expect(await screen.findByText(MSG_ALL_GOOD)).toBeTruthy();
    const original = editor(LABEL_SCHEMA).value;

    await type(LABEL_SCHEMA, original.replace('"title": "订单编号"', '"title": "订单号码改"'));
    await waitFor(() => expect(columnHeader('订单号码改')).toBe(true));
    await waitFor(() => expect(document.querySelector('label[for="root_orderNo"]')?.textContent).toContain('订单号码改'));

    // A colon taken out of line 10: the problem names the line and column; the preview stays.
    await type(LABEL_SCHEMA, original.replace('"title": "订单编号"', '"title" "订单号码再改"'));
    await waitFor(() => expect(problemLines()).toContain('schemas/bills/export-order.schema.json#: JSON 语法错误（第 10 行第 44 列）：属性名之后应为冒号 :'));
    expect(screen.getByText(MSG_STALE_PREVIEW)).toBeTruthy();
    expect(columnHeader('订单号码改')).toBe(true);
  });

  it('a meta-schema violation shows as file#pointer: message', async () => {
    await BillFamily.run();
    await waitFor(() => expect(columnHeader('订单编号')).toBe(true));
    const ui = JSON.parse(editor(LABEL_UI).value) as Record<string, unknown>;
    await type(LABEL_UI, JSON.stringify({ ...ui, buttons: 'excelQuery' }, null, 2));
    await waitFor(() => expect(problemLines().some((line) => line.startsWith('schemas/bills/export-order.ui.json#/buttons: '))).toBe(true));
    expect(columnHeader('订单编号')).toBe(true);
  });

  it('a form shows its page in edit mode, with the edited label', async () => {
    await Form.run();
    const original = editor(LABEL_SCHEMA).value;
    await waitFor(() => expect(document.querySelector('input#s0_orgCode')).toBeTruthy());
    await type(LABEL_SCHEMA, original.replace('"title": "组织机构编码"', '"title": "组织机构代码改"'));
    await waitFor(() => expect(screen.getAllByText('组织机构代码改').length).toBeGreaterThan(0));
  });
});
