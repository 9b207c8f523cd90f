// A form as the portal shows it, from the edited definition: the real FormPage behind a fake API
// serving the built form and a sample record, opened in edit mode so its checks show at once.
import { memo, useState } from 'react';
import type { FormDefinition } from '#core/forms/index.ts';
import { FormPage } from '../formPage/FormPage.tsx';
import { FormSession } from '../../testing/formSession.tsx';
import { installFormPreview } from './previewServers.ts';
import { PreviewBoundary } from './PreviewBoundary.tsx';

export interface FormPreviewProps {
  form: FormDefinition;
  now: Date;
}

export const FormPreview = memo(function FormPreview({ form, now }: FormPreviewProps) {
  useState(() => installFormPreview(form, now));
  return (
    <PreviewBoundary>
      <FormSession form={form}>
        <FormPage route={form.ui.route} startEditing />
      </FormSession>
    </PreviewBoundary>
  );
});
