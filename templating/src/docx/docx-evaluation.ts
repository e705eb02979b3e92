import {
  compileExpression,
  TemplateCompileError,
  type CompiledExpression,
  type EvalResult,
  type Scope,
} from '../expression';
import type { DocxParser, DocxParserContext } from './open-docx-template';
import type { DocxPart } from './docx-parts';
import { plainQuotes } from './knackly-fields-module';

export interface FieldOutcome {
  field: string;
  message: string;
}

/** One assembly: the scopes of list items met so far and what went wrong on the way. */
export class DocxAssembly {
  readonly unanswered = new Set<string>();
  readonly errors: FieldOutcome[] = [];
  private readonly itemScopes = new Map<string, Scope>();

  constructor(
    private readonly root: Scope,
    private readonly renderValue: (result: EvalResult, source: string, locale: string) => string,
    private readonly isTrue: (value: unknown) => boolean,
  ) {}

  /** A docxtemplater parser: conditions give booleans, lists arrays, other fields their text. Never null, so docxtemplater does not look the tag up again in outer scopes. */
  readonly parser: DocxParser = (tag: string, meta: { tag?: DocxPart }) => {
    const kind = meta.tag?.knacklyKind ?? 'value';
    const source = plainQuotes(tag);
    let compiled: CompiledExpression;
    try {
      // compileExpression caches by source, so a template assembled again does not parse again.
      compiled = compileExpression(source);
    } catch (error) {
      // Reported with its context by describeTemplate(), which runs before anything renders.
      if (error instanceof TemplateCompileError) return { get: () => '' };
      throw error;
    }
    return {
      get: (_scope: unknown, context: DocxParserContext) => {
        const result = compiled.evaluate(this.scopeFor(context));
        for (const name of result.unanswered) this.unanswered.add(name);
        for (const error of result.errors) this.errors.push({ field: `{[${tag}]}`, message: error.message });
        if (kind === 'if' || kind === 'elseif') return result.errors.length === 0 && this.isTrue(result.value);
        if (kind === 'list') return asList(result.value);
        return this.renderValue(result, source, this.root.locale);
      },
    };
  };

  /** Scope of the innermost list item docxtemplater is in; conditions open no scope of their own here. */
  private scopeFor(context: DocxParserContext): Scope {
    const depth = context.scopeList.length - 1;
    if (depth === 0) return this.root;
    const key =
      context.scopePathItem.slice(0, depth).join('.') + '/' + context.scopePathLength.slice(0, depth).join('.');
    let scope = this.itemScopes.get(key);
    if (scope && sameItems(scope, context.scopeList, depth)) return scope;
    scope = this.scopeFor({ ...context, scopeList: context.scopeList.slice(0, depth) }).listItem(
      context.scopeList[depth],
      context.scopePathItem[depth - 1],
    );
    this.itemScopes.set(key, scope);
    return scope;
  }
}

/** Whether a cached item scope was made for these very items, at every level (sibling lists share keys). */
function sameItems(scope: Scope, scopeList: unknown[], depth: number): boolean {
  let current: Scope | undefined = scope;
  for (let level = depth; level >= 1; level -= 1) {
    if (!current || current.thisValue !== scopeList[level]) return false;
    current = current.parent;
  }
  return true;
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === false || value === '' ? [] : [value];
}
