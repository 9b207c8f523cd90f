// Fields whose text is XML (contentMediaType application/xml) on the detail page: pretty-printed
// read-only text in view mode, the plain text area while editing, across the form's full width.
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { signRecordDefinition } from '../../../testing/sampleFamilies.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../../testing/inlineStyles.ts';
import { BillForm } from '../BillForm.tsx';
import { createFormContext } from '../formContext.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from '../formSchemas.ts';
import { chooseWidget } from '../registry.ts';

installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);
const definition = signRecordDefinition();
const schema = headerFormSchema(definition);
const uiSchema = formUiSchema(schema, headerFormUi(definition));
const signed = '<CEB303Message><Order><copNo>C001</copNo></Order></CEB303Message>';

function renderForm(readonly: boolean, data: Record<string, unknown>) {
  render(
    <AppProviders>
      <BillForm schema={schema} uiSchema={uiSchema} initialData={data} readonly={readonly} context={createFormContext()} />
    </AppProviders>,
  );
  return document.getElementById('root_waitSignData');
}

describe('XML fields of the detail page', () => {
  it('get the XML widget and the whole width of the form', () => {
    expect(chooseWidget(definition.schema.properties.waitSignData)).toBe('billXml');
    expect(chooseWidget(definition.schema.properties.note)).toBe('billTextarea');
    expect(uiSchema.waitSignData).toMatchObject({ 'ui:widget': 'billXml', 'ui:span': 'full' });
  });

  it('show the document pretty-printed in a monospace block in view mode', () => {
    const shown = renderForm(true, { copNo: 'C001', waitSignData: signed });
    expect(shown?.tagName).toBe('PRE');
    expect(shown?.textContent).toBe(['<CEB303Message>', '  <Order>', '    <copNo>C001</copNo>', '  </Order>', '</CEB303Message>'].join('\n'));
    expect(shown?.className).toContain('bill-xml');
  });

  it('show malformed XML as stored, and nothing for a blank value', () => {
    expect(renderForm(true, { waitSignData: '<a><b></a>' })?.textContent).toBe('<a><b></a>');
    cleanup();
    const blank = renderForm(true, {});
    expect(blank?.tagName).toBe('SPAN');
    expect(blank?.textContent).toBe('');
  });

  it('edit the raw text in a text area', () => {
    const editor = renderForm(false, { waitSignData: signed }) as HTMLTextAreaElement;
    expect(editor.tagName).toBe('TEXTAREA');
    expect(editor.value).toBe(signed);
  });
});
