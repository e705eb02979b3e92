import {
  compileExpression,
  RenderBudget,
  RenderBudgetExceeded,
  TemplateCompileError,
  type CompiledExpression,
  type EvalContext,
  type RenderBudgetOptions,
  type Scope,
} from '../expression';
import { fieldText, isTrue, listItems } from '../text/field-text';
import type { DocxParser, DocxParserContext } from './docx-input.types';
import type { DocxPart } from './docx-parts';
import { plainQuotes } from './knackly-fields-module';

export interface FieldOutcome {
  field: string;
  message: string;
}

/**
 * What one repetition of a list costs in Word, plus a step per part of XML it repeats. docxtemplater
 * spends 10–20 µs on each repetition whatever its content, about fifty times a text template's step.
 */
const REPETITION_STEPS = 50;

/** The list a failing list field gives; shared by every assembly, so frozen. */
const NO_ITEMS: readonly unknown[] = Object.freeze([]);

/** What a field of a template needs to be evaluated, worked out once per template whatever the data. */
interface ParsedField {
  tag: string;
  source: string;
  compiled: CompiledExpression;
  /**
   * Turns the field's value into what docxtemplater wants: a condition, a list, text in the
   * assembly's locale, JavaScript dates read in its time zone.
   */
  use: (value: unknown, ctx: EvalContext, locale: string, timeZone: string) => unknown;
  /** Budget steps per repetition when the field is a list. */
  itemSteps: number;
  /** What the field gives when it fails or the assembly has stopped. */
  failed: unknown;
}

/**
 * The docxtemplater parser of one opened template. docxtemplater calls a parser once per field
 * and keeps what it returns, so an opened template that is assembled again keeps these too: they
 * must not hold any assembly's data. Each `get` asks the assembly under way (see {@link assembleWith}).
 */
export class DocxFieldParser {
  private current: DocxAssembly | undefined;

  /**
   * Conditions give booleans, lists arrays, other fields their text. Never null, so docxtemplater
   * does not look the tag up again in outer scopes. A field that fails gives nothing and is reported.
   */
  readonly parser: DocxParser = (tag: string, meta: { tag?: DocxPart }) => {
    const kind = meta.tag?.knacklyKind ?? 'value';
    const source = plainQuotes(tag);
    let compiled: CompiledExpression;
    try {
      // compileExpression caches by source, so a template opened again does not parse again.
      compiled = compileExpression(source);
    } catch (error) {
      // Reported with its context by the fields module, which refuses the template before anything renders.
      if (error instanceof TemplateCompileError) return { get: () => '' };
      throw error;
    }
    const field: ParsedField = {
      tag,
      source,
      compiled,
      use:
        kind === 'if' || kind === 'elseif'
          ? isTrue
          : kind === 'list'
            ? (value) => listItems(value, source)
            : (value, ctx, locale, timeZone) => fieldText(value, source, locale, ctx, true, timeZone),
      itemSteps: REPETITION_STEPS + (meta.tag?.subparsed?.length ?? 0),
      failed: kind === 'if' || kind === 'elseif' ? false : kind === 'list' ? NO_ITEMS : '',
    };
    return { get: (_scope: unknown, context: DocxParserContext) => this.assembly().evaluate(field, context) };
  };

  /**
   * Runs `render` with `assembly` answering every field. docxtemplater renders synchronously, so
   * no other assembly of this template can run in between; the previous one is put back after,
   * should a render ever start inside another.
   */
  assembleWith<T>(assembly: DocxAssembly, render: () => T): T {
    const previous = this.current;
    this.current = assembly;
    try {
      return render();
    } finally {
      this.current = previous;
    }
  }

  private assembly(): DocxAssembly {
    if (!this.current) throw new Error('A Word template field was evaluated outside an assembly');
    return this.current;
  }
}

/** One assembly: its budget, the scopes of list items met so far and what went wrong on the way. */
export class DocxAssembly {
  readonly unanswered = new Set<string>();
  readonly errors: FieldOutcome[] = [];
  private readonly itemScopes = new Map<string, Scope>();
  /** The value of each list field, by where it was evaluated and its text. */
  private readonly lists = new Map<string, unknown[]>();
  private readonly budget: RenderBudget;
  /** Set when the budget ran out: the field where it did. */
  stopped: (FieldOutcome & { expression: string }) | undefined;

  constructor(
    private readonly root: Scope,
    options: RenderBudgetOptions = {},
  ) {
    this.budget = new RenderBudget(options);
  }

  /** The value of one field where docxtemplater is; a field that fails gives its `failed` value and is reported. */
  evaluate(field: ParsedField, context: DocxParserContext): unknown {
    if (this.stopped) return field.failed;
    const { tag, source, compiled, use } = field;
    const { locale, timeZone } = this.root;
    try {
      const result = this.budget.field(compiled, this.scopeFor(context), (value, ctx) =>
        use(value, ctx, locale, timeZone),
      );
      for (const name of result.unanswered) this.unanswered.add(name);
      if (!result.ok) {
        this.errors.push({ field: `{[${tag}]}`, message: result.message });
        return field.failed;
      }
      if (Array.isArray(result.value)) {
        // Counted before docxtemplater repeats anything.
        this.budget.spend(result.value.length * field.itemSteps);
        // docxtemplater hands item scopes the items only; their scopes need the list too.
        const depth = context.scopeList.length - 1;
        this.lists.set(`${pathKey(context, depth)}|${tag}`, result.value);
      }
      return result.value;
    } catch (error) {
      if (!(error instanceof RenderBudgetExceeded)) throw error;
      // docxtemplater would wrap and collect an error for every field still to come: the
      // rest of the document is skipped quietly and assembleDocxWithReport reports the stop.
      this.stopped = { field: `{[${tag}]}`, message: error.message, expression: source };
      return field.failed;
    }
  }

  /** Scope of the innermost list item docxtemplater is in; conditions open no scope of their own here. */
  private scopeFor(context: DocxParserContext): Scope {
    const depth = context.scopeList.length - 1;
    if (depth === 0) return this.root;
    const key = pathKey(context, depth);
    let scope = this.itemScopes.get(key);
    if (scope && sameItems(scope, context.scopeList, depth)) return scope;
    scope = this.scopeFor({ ...context, scopeList: context.scopeList.slice(0, depth) }).listItem(
      context.scopeList[depth],
      context.scopePathItem[depth - 1],
      this.lists.get(`${pathKey(context, depth - 1)}|${context.scopePath[depth - 1]}`),
    );
    this.itemScopes.set(key, scope);
    return scope;
  }
}

/** Where docxtemplater is, down to `depth` levels of list items. */
function pathKey(context: DocxParserContext, depth: number): string {
  return context.scopePathItem.slice(0, depth).join('.') + '/' + context.scopePathLength.slice(0, depth).join('.');
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
