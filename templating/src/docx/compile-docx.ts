import { compileExpression, type ItemIdentifier, type ParentIdentifier } from '../expression';
import { visible } from '../expression/invisible-characters';
import { scopingWarnings, type ScopedField } from '../text/scoping-warnings';
import type { DocxFieldKind } from './docx-field-syntax';
import type { FoundField } from './knackly-fields-module';
import { openDocxTemplateCached, type DocxInput, type OpenedTemplate } from './open-docx-template';

export interface DocxField {
  /** The field as written between `{[` and `]}`. */
  text: string;
  kind: DocxFieldKind;
  /** The expression of a value, `if`, `elseif` or `list` field; empty for the others. */
  expression: string;
  /** Names the expression refers to, those read through `_parent` included. */
  identifiers: string[];
  /** Names read through `_parent` chains, `levels` lists out from the field (see TemplateField). */
  parentIdentifiers: ParentIdentifier[];
  /** Names used in the expressions of list filters, with the lists they run over: item fields, or names from outside when no item has them. */
  itemIdentifiers: ItemIdentifier[];
  /** Expressions of the lists the field sits in, outermost first: names inside may be the items' own. */
  lists: string[];
  /** Part of the package, such as `word/document.xml` or a header. */
  file: string;
}

export interface CompiledDocx {
  fields: DocxField[];
  /** Every name the fields refer to (inside lists and list filters too), sorted; list-item specials (`this`, `_index`…) left out. */
  variables: string[];
  /**
   * What the author should check, the template compiling all the same: names whose meaning changed
   * with yatte's scoping (see scopingWarnings), each naming its field and part. Always set by
   * compileDocx; optional for values made before it was.
   */
  warnings?: string[];
}

const LIST_SPECIALS = new Set(['this', '_index', '_index0', '_parent', '_result']);

/**
 * Lists the fields of a Word template and the variables they use. Throws DocxTemplateError
 * listing every problem (bad expression, unclosed section, stray `{[endif]}`…) with the text around it.
 */
export function compileDocx(input: DocxInput): CompiledDocx {
  return describeTemplate(openDocxTemplateCached(input));
}

export function describeTemplate({ module }: OpenedTemplate): CompiledDocx {
  // openDocxTemplate has already refused templates with problems, so every expression compiles.
  const fields = module.fields.map(fieldOf);
  const variables = new Set<string>();
  for (const field of fields) {
    const names = [...field.identifiers, ...field.itemIdentifiers.map((i) => i.name)];
    for (const name of names) if (!LIST_SPECIALS.has(name)) variables.add(name);
  }
  return { fields, variables: [...variables].sort(), warnings: docxScopingWarnings(module.fields) };
}

/** The scoping warnings of text templates, for the fields of a Word template in document order. */
function docxScopingWarnings(found: readonly FoundField[]): string[] {
  const scoped = found.map((field, position): ScopedField => {
    const compiled = field.expression === '' ? undefined : compileExpression(field.expression);
    return {
      // A Word field has no offset in one text: its index stands for it, to find it again below.
      position,
      lists: field.lists,
      scopeIdentifiers: compiled?.scopeIdentifiers() ?? [],
      itemIdentifiers: compiled?.itemIdentifiers() ?? [],
      parentIdentifiers: compiled?.parentIdentifiers() ?? [],
    };
  });
  return scopingWarnings(scoped).map(({ message, position }) => {
    const { text, file } = found[position];
    return `{[${visible(text).trim()}]} in ${file}: ${message}`;
  });
}

function fieldOf(found: FoundField): DocxField {
  const { text, kind, expression, lists, file } = found;
  const compiled = expression === '' ? undefined : compileExpression(expression);
  const identifiers = compiled?.identifiers() ?? [];
  const parentIdentifiers = compiled?.parentIdentifiers() ?? [];
  const itemIdentifiers = compiled?.itemIdentifiers() ?? [];
  return { text, kind, expression, identifiers, parentIdentifiers, itemIdentifiers, lists, file };
}
