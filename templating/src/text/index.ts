export {
  compileTextTemplate,
  type CompiledTextTemplate,
  type TemplateField,
  type TemplateNode,
} from './compile-text-template';
export type { RenderOptions, TextRenderResult } from './render-text-template';
export type { FieldKind } from './scan-text-template';
