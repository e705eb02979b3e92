import { compileExpression, punctuationAfter, TemplateCompileError } from '../expression';
import { classifyField, type DocxFieldKind } from './docx-field-syntax';
import type { DocxTemplateProblem } from './docx-template-error';
import { BRANCH_MODULE, documentText, splitBranches, textAround, type DocxPart } from './docx-parts';

/** A field as compiling found it, before its expression is looked at. */
export interface FoundField {
  text: string;
  kind: DocxFieldKind;
  expression: string;
  /** Expressions of the lists the field sits in, outermost first. */
  lists: string[];
  file: string;
  context: string;
}

/**
 * Whether a field closes a block: `endif` or `endlist`, bare or with a comment (`{[endlist Children]}`),
 * read exactly as text templates read it (invisible characters and typographic quotes included).
 */
function isClosingField(text: string): boolean {
  const { kind } = classifyField(plainQuotes(text));
  return kind === 'endif' || kind === 'endlist';
}

/** Every field but the closing ones (those need an empty value, which a matcher cannot give). */
const ANY_BUT_END = (text: string): boolean => !isClosingField(text);

/** Word turns typed quotes into typographic ones; expressions need the plain ones. */
export function plainQuotes(text: string): string {
  return text.replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"').replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'");
}

interface OpenBlock {
  kind: 'if' | 'list';
  field: FoundField;
  sawElse: boolean;
}

/**
 * Teaches docxtemplater the `{[…]}` field kinds: `if`/`list` become sections of its loop module
 * (so paragraph loops drop the paragraphs that hold only those fields), `elseif`/`else` become
 * markers this module resolves when rendering an `if` section. Created anew for every document:
 * it collects that document's fields and problems.
 */
export class KnacklyFieldsModule {
  readonly name = 'KnacklyFieldsModule';
  /** Ahead of the loop and raw-XML modules, whose `-`/`@` prefixes would otherwise claim expressions like `-a + b`. */
  readonly priority = 100;
  readonly fields: FoundField[] = [];
  readonly problems: DocxTemplateProblem[] = [];

  constructor(private readonly evaluateCondition: (part: DocxPart, options: RenderOptions) => boolean) {}

  matchers(): unknown[] {
    return [[ANY_BUT_END, 'knackly', (values: string[]) => partFor(values[0])]];
  }

  parse(text: string): DocxPart | null {
    if (!isClosingField(text)) return null;
    const { kind } = classifyField(plainQuotes(text));
    return { type: 'placeholder', value: '', module: 'loop', location: 'end', knacklyKind: kind };
  }

  postparse(parsed: DocxPart[], options: { basePart?: unknown; filePath?: string }): DocxPart[] | null {
    if (options.basePart) return null;
    this.collect(parsed, options.filePath ?? '');
    return null;
  }

  render(part: DocxPart, options: RenderOptions): { value: string | string[]; errors?: unknown[] } | null {
    if (part.module === BRANCH_MODULE) return { value: '' };
    if (part.knacklyKind === 'list' && part.module === 'loop' && isInline(part)) return renderInlineList(part, options);
    if (part.knacklyKind === 'list' && part.module === 'loop' && part.paragraphLoop && PUNCTUATED.test(part.value))
      return renderPunctuatedParagraphs(part, options);
    if (part.knacklyKind !== 'if' || part.module !== 'loop') return null;
    part.knacklyBranches ??= splitBranches(part);
    const chosen = part.knacklyBranches.find(
      (branch) => !branch.condition || this.evaluateCondition(branch.condition, options),
    );
    if (!chosen) return { value: '' };
    const rendered = options.render({ ...options, compiled: chosen.parts, tags: {} });
    return { value: options.joinUncorrupt(rendered.parts, { ...options, basePart: part }), errors: rendered.errors };
  }

  private checkExpression(field: FoundField, file: string): void {
    try {
      compileExpression(field.expression);
    } catch (error) {
      if (!(error instanceof TemplateCompileError)) throw error;
      this.problems.push({
        message: error.message,
        field: `{[${field.text}]}`,
        position: error.position,
        context: field.context,
        file,
      });
    }
  }

  /** Lists the fields of one XML part in order and checks that sections open and close properly. */
  private collect(parsed: DocxPart[], file: string): void {
    const { text, spans } = documentText(parsed);
    const open: OpenBlock[] = [];
    const problem = (field: FoundField, message: string) =>
      this.problems.push({ message, field: `{[${field.text}]}`, context: field.context, file });
    for (const part of parsed) {
      if (part.type !== 'placeholder') continue;
      const raw = part.raw ?? part.value;
      const { kind, expression } = classifyField(plainQuotes(raw));
      const field: FoundField = {
        text: raw,
        kind,
        expression,
        // A closing field belongs to the level around its section.
        lists: (kind === 'endlist' ? open.slice(0, -1) : open)
          .filter((b) => b.kind === 'list')
          .map((b) => b.field.expression),
        file,
        // Only read when something is reported: worked out then, not for every field of every assembly.
        get context() {
          return textAround(text, spans.get(part) ?? [0, 0]);
        },
      };
      this.fields.push(field);
      const top = open.at(-1);
      if ((kind === 'if' || kind === 'elseif' || kind === 'list') && expression === '') {
        problem(
          field,
          kind === 'list' ? 'A list field needs an expression: {[list Items]}' : `An ${kind} field needs a condition`,
        );
      }
      if (kind === 'value' && expression === '') problem(field, 'Empty field');
      else if (expression !== '') this.checkExpression(field, file);
      if (kind === 'if' || kind === 'list') open.push({ kind, field, sawElse: false });
      else if (kind === 'elseif' || kind === 'else') {
        if (top?.kind !== 'if') problem(field, `{[${kind}]} without an open {[if]}`);
        else if (top.sawElse) problem(field, `{[${kind}]} after {[else]}`);
        else top.sawElse = kind === 'else';
      } else if (kind === 'endif' || kind === 'endlist') {
        const wanted = kind === 'endif' ? 'if' : 'list';
        if (!top) problem(field, `{[${kind}]} without an open {[${wanted}]}`);
        else if (top.kind !== wanted) problem(field, `{[${kind}]} found where {[end${top.kind}]} was expected`);
        if (top) open.pop();
      }
    }
    for (const block of open) problem(block.field, `{[${block.kind}]} is never closed with {[end${block.kind}]}`);
  }
}

/**
 * A list inside a sentence repeats its text with the list's punctuation (`punc`) between items, as
 * in text templates; docxtemplater's loop would run the items together. Paragraph lists stay with it.
 */
function renderInlineList(part: DocxPart, options: RenderOptions): { value: string[]; errors: unknown[] } {
  const value = options.scopeManager.getValue(part.value, { part });
  const items = Array.isArray(value) ? value : [];
  const out: string[] = [];
  const errors: unknown[] = [];
  items.forEach((item, i) => {
    const scopeManager = options.scopeManager.createSubScopeManager(item, part.value, i, part, items.length);
    const rendered = options.render({ ...options, compiled: part.subparsed ?? [], tags: {}, scopeManager });
    // Not push(...parts): spreading a long array into arguments overflows the stack.
    for (const p of rendered.parts) out.push(p);
    out.push(escapeXml(punctuationAfter(items, i)));
    for (const e of rendered.errors) errors.push(e);
  });
  return { value: options.joinUncorrupt(out, { ...options, basePart: part }), errors };
}

/** A list expression with `punc` in its filters (filter, sort and map keep the punctuation it sets). */
const PUNCTUATED = /\|\s*punc\s*:/;

/**
 * A punctuated list of whole paragraphs ends each item's last paragraph with the punctuation
 * ("one," / "two, and" / "three"), as an inline list puts it between items; spaces at the end of
 * the punctuation are dropped, since a paragraph follows.
 */
function renderPunctuatedParagraphs(part: DocxPart, options: RenderOptions): { value: string[]; errors: unknown[] } {
  const value = options.scopeManager.getValue(part.value, { part });
  const items = Array.isArray(value) ? value : [];
  const out: string[] = [];
  const errors: unknown[] = [];
  items.forEach((item, i) => {
    const scopeManager = options.scopeManager.createSubScopeManager(item, part.value, i, part, items.length);
    const rendered = options.render({ ...options, compiled: part.subparsed ?? [], tags: {}, scopeManager });
    // Joined as docxtemplater joins a loop's items, so a table the item left without rows is dropped.
    const xml = options.joinUncorrupt(rendered.parts, { ...options, basePart: part }).join('');
    out.push(withPunctuation(xml, escapeXml(punctuationAfter(items, i).trimEnd())));
    for (const e of rendered.errors) errors.push(e);
  });
  return { value: options.joinUncorrupt(out, { ...options, basePart: part }), errors };
}

/** The XML of an item with its punctuation after its last text (or in a run of its own at the end of its last paragraph). */
function withPunctuation(xml: string, punctuation: string): string {
  if (punctuation === '') return xml;
  const lastText = xml.lastIndexOf('</w:t>');
  const lastParagraph = xml.lastIndexOf('</w:p>');
  if (lastText >= 0 && lastText < lastParagraph) return xml.slice(0, lastText) + punctuation + xml.slice(lastText);
  if (lastParagraph < 0) return xml + punctuation;
  return `${xml.slice(0, lastParagraph)}<w:r><w:t xml:space="preserve">${punctuation}</w:t></w:r>${xml.slice(lastParagraph)}`;
}

/** A list within one paragraph: punctuation can go in its text. Paragraph and table-row lists are left to docxtemplater. */
function isInline(part: DocxPart): boolean {
  return (
    !part.paragraphLoop &&
    !(part.subparsed ?? []).some((p) => p.type === 'tag' && (p.tag === 'w:p' || p.tag === 'w:tr' || p.tag === 'w:tc'))
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function partFor(text: string): Record<string, unknown> {
  const { kind, expression } = classifyField(plainQuotes(text));
  const value = expression === '' ? text : expression;
  const base = { priority: 1000, knacklyKind: kind, value };
  if (kind === 'if' || kind === 'list')
    return { ...base, module: 'loop', location: 'start', inverted: false, expandTo: 'auto' };
  if (kind === 'elseif' || kind === 'else') return { ...base, module: BRANCH_MODULE };
  return { ...base, module: undefined };
}

interface ScopeManager {
  getValue(tag: string, meta: { part: DocxPart }): unknown;
  createSubScopeManager(scope: unknown, tag: string, index: number, part: DocxPart, length: number): ScopeManager;
}

/** What docxtemplater hands a module's render(); only the members used here. */
export interface RenderOptions {
  render(options: RenderOptions & { compiled: DocxPart[]; tags: object }): { parts: string[]; errors: unknown[] };
  /** Joins rendered parts as docxtemplater does, dropping what would be corrupt (parts come back, not a string). */
  joinUncorrupt(parts: string[], options: object): string[];
  scopeManager: ScopeManager;
  [key: string]: unknown;
}
