import type { CompiledExpression } from '../expression/compile-expression';

/** The compiled form of a text template: what the compiler builds and the renderer walks. */
export type TemplateNode =
  | { type: 'text'; text: string }
  | { type: 'value'; expr: CompiledExpression; position: number }
  | {
      type: 'if';
      branches: { test: CompiledExpression; position: number; body: TemplateNode[] }[];
      otherwise: TemplateNode[];
    }
  | { type: 'list'; expr: CompiledExpression; position: number; body: TemplateNode[] };
