// Bill forms (RJSF 6, antd theme): the widget registry (one tester + one widget per file), the
// grouped layout, the dictionary store and the validator shared with the grid.
export { BillForm, errorSchemaOf, fieldOfId, formData, type BillFormHandle, type BillFormProps } from './BillForm.tsx';
export { billWidgets, chooseWidget } from './registry.ts';
export { formUiSchema, headerFormSchema, headerFormUi, lineFormSchema, lineFormUi } from './formSchemas.ts';
export { createFormContext, type BillFormContext } from './formContext.ts';
export { cleanValues, familyValidators, validateHeader, validateHeaderField, validateLine } from './billValidator.ts';
export { billFormValidator } from './formValidator.ts';
export { dictionaryEntry, dictionaryLabel, forgetDictionaries, loadDictionaries, requestDictionary, useDictionary } from './dictionaryStore.ts';
export { countingProbe, RenderProbeProvider, useRenderProbe, type RenderProbe } from './renderProbe.tsx';
export { layoutGroups, columnsOf, spanOf } from './formLayout.ts';
export { readFlags, writeFlags } from './widgets/FlagStringWidget.tsx';
export { DATE_FORMAT } from './widgets/DateWidget.tsx';
export { DATE_TIME_FORMAT } from './widgets/DateTimeWidget.tsx';
export { ReadText } from './ReadText.tsx';
export { XmlText } from './XmlText.tsx';
export { formatXml } from './xmlFormat.ts';
