export { compileDocx, type CompiledDocx, type DocxField } from './compile-docx';
export { assembleDocx, assembleDocxWithReport, type AssembleDocxOptions, type AssembledDocx } from './assemble-docx';
export { DocxTemplateError, type DocxTemplateProblem } from './docx-template-error';
export type { DocxFieldKind } from './docx-field-syntax';
export type { DocxInput } from './open-docx-template';
export type { FieldOutcome } from './docx-evaluation';
