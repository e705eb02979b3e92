export {
  compileTextTemplate,
  type CompiledTextTemplate,
  type TemplateField,
  type TemplateNode,
} from './compile-text-template';
export type { RenderOptions, TextRenderResult } from './render-text-template';
export type { FieldKind } from './scan-text-template';
export { scopingWarnings, type ScopedField, type TemplateWarning } from './scoping-warnings';
