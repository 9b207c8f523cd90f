// Text that is XML (contentMediaType application/xml, e.g. a sign record's signed data):
// pretty-printed in view mode; in edit mode the plain text area of long text.
import type { WidgetProps } from '@rjsf/utils';
import { isBlankValue } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { XmlText } from '../XmlText.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';

export function XmlWidget(props: WidgetProps) {
  const { id, value, readonly, disabled } = props;
  if (!readonly && !disabled) return <TextareaWidget {...props} />;
  return isBlankValue(value) ? <ReadText id={id} text={undefined} /> : <XmlText id={id} text={String(value)} />;
}
