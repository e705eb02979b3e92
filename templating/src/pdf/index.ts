export * from './pdf-field.types';
export * from './pdf-field-flags';
export * from './pdf-field-map';
export { PdfFormError } from './load-pdf-form';
export * from './list-pdf-fields';
export * from './fill-pdf';
export * from './fill-pdf-from-expressions';
