// Text that is an XML document (contentMediaType application/xml): a customs message, shown
// pretty-printed and never typed in. The seed writes its document itself
// (server/bills/seed/xml-document.ts needs the bill's other values), so its demo value is null.
import { isText, type FieldKindData } from '../field-kind.ts';
import { textControls } from '../search-controls.ts';

/** The media type of text that is an XML document (draft-07 contentMediaType). */
export const XML_MEDIA_TYPE = 'application/xml';

export const xmlKind: FieldKindData<'xml'> = {
  name: 'xml',
  matches: (field) => isText(field.schema) && field.schema.contentMediaType === XML_MEDIA_TYPE,
  numeric: false,
  searchControl: textControls,
  fakeValue: () => null,
};
