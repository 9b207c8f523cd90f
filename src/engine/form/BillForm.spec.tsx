// Render cost of the header form (react-jsonschema-form's habit): one keystroke in one field of
// the ~70-field export declaration is one React commit and re-renders that field's widget only.
import { Profiler, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { headerFields } from '#core/definition/index.ts';
import { BillForm, formData, type BillFormHandle } from './BillForm.tsx';
import { createFormContext } from './formContext.ts';
import { formUiSchema, headerFormSchema, headerFormUi } from './formSchemas.ts';
import { countingProbe, RenderProbeProvider } from './renderProbe.tsx';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';

vi.mock('../../http/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../http/index.ts')>()),
  queryDictionary: vi.fn(async () => [{ value: '502', name: '美元' }]),
}));

installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);
const definition = exportDeclarationDefinition();
const schema = headerFormSchema(definition);
const uiSchema = formUiSchema(schema, headerFormUi(definition));

describe('BillForm render cost', () => {
  it('commits once per keystroke and re-renders only the field typed in', async () => {
    const probe = countingProbe();
    const commits = vi.fn();
    const form = createRef<BillFormHandle>();
    render(
      <AppProviders>
        <RenderProbeProvider probe={probe}>
          <Profiler id="form" onRender={commits}>
            <BillForm formRef={form} schema={schema} uiSchema={uiSchema} initialData={{}} readonly={false} context={createFormContext()} />
          </Profiler>
        </RenderProbeProvider>
      </AppProviders>,
    );
    const fields = headerFields(definition.schema).filter((field) => Object.hasOwn(definition.schema.properties, field.name));
    expect(fields.length).toBeGreaterThanOrEqual(70);
    await act(async () => {});
    probe.reset();
    commits.mockClear();

    fireEvent.change(document.getElementById('root_copNo')!, { target: { value: 'E' } });
    await act(async () => {});

    expect(commits).toHaveBeenCalledTimes(1);
    expect(probe.count('field', 'copNo')).toBe(1);
    const others = fields.filter((field) => field.name !== 'copNo').map((field) => [field.name, probe.count('field', field.name)]);
    expect(others.filter(([, count]) => count !== 0)).toEqual([]);
    expect(formData(form.current).copNo).toBe('E');
  });
});
