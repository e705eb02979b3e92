import { compileExpression, type CompiledExpression } from '../expression/compile-expression';
import type { Scope } from '../expression/scope';
import { compileTextTemplate, type CompiledTextTemplate } from '../text/compile-text-template';
import type { InterviewTemplate } from './interview.types';

/** Something of a template the engine evaluates: a text template, or one expression (a PDF field). */
export type TemplatePart =
  { template: string; text: CompiledTextTemplate } | { template: string; expression: CompiledExpression };

export interface TemplateProblem {
  template: string;
  message: string;
}

const CACHE_LIMIT = 500;
const texts = new Map<string, CompiledTextTemplate>();

/** Compiled text templates by source: relevance is recomputed after every answer, templates change rarely. */
export function compiledText(source: string): CompiledTextTemplate {
  let compiled = texts.get(source);
  if (!compiled) {
    compiled = compileTextTemplate(source);
    if (texts.size >= CACHE_LIMIT) texts.clear();
    texts.set(source, compiled);
  }
  return compiled;
}

const WITH_EXPRESSION = new Set(['if', 'elseif', 'list']);

/** A Word field as a text template writes it: `{[Name]}`, `{[if Married]}`, `{[endif]}`. */
function fieldSource(kind: string, expression: string): string {
  if (kind === 'value') return `{[${expression}]}`;
  return WITH_EXPRESSION.has(kind) ? `{[${kind} ${expression}]}` : `{[${kind}]}`;
}

/**
 * A Word template's fields written back as one text template per part (body, each header and footer), so that the
 * text engine evaluates them with the same ifs and lists as assembly: what assembly would read is what is read here,
 * without opening the .docx on every answer.
 */
export function docxFieldsAsText(fields: NonNullable<InterviewTemplate['docxFields']>): string[] {
  const parts = new Map<string, string[]>();
  for (const field of fields) {
    const file = field.file ?? '';
    const pieces = parts.get(file) ?? [];
    if (!parts.has(file)) parts.set(file, pieces);
    pieces.push(fieldSource(field.kind, field.expression));
  }
  return [...parts.values()].map((pieces) => pieces.join(''));
}

/** What the app's templates evaluate, compiled; a part that does not compile is a problem, the rest still counts. */
export function templateParts(templates: readonly InterviewTemplate[]): {
  parts: TemplatePart[];
  problems: TemplateProblem[];
} {
  const parts: TemplatePart[] = [];
  const problems: TemplateProblem[] = [];
  for (const template of templates) {
    const sources = [template.fileName, template.text, ...docxFieldsAsText(template.docxFields ?? [])];
    const attempt = (compile: () => TemplatePart) => {
      try {
        parts.push(compile());
      } catch (error) {
        problems.push({ template: template.name, message: (error as Error).message });
      }
    };
    for (const source of sources)
      if (source !== undefined && source.trim() !== '')
        attempt(() => ({ template: template.name, text: compiledText(source) }));
    for (const source of template.pdfExpressions ?? [])
      if (source.trim() !== '') attempt(() => ({ template: template.name, expression: compileExpression(source) }));
  }
  return { parts, problems };
}

/** Evaluates a part as assembly would, for what it reads; its failures are the template's problems. */
export function evaluatePart(part: TemplatePart, scope: Scope): string[] {
  if ('text' in part) return part.text.render(scope, { placeholders: false }).errors.map((error) => error.message);
  return part.expression.evaluate(scope).errors.map((error) => error.message);
}
