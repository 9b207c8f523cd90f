export { FormPage, FormRecordPage, type FormPageProps } from './FormPage.tsx';
