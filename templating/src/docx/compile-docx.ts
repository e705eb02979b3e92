import { compileExpression, TemplateCompileError } from '../expression';
import type { DocxFieldKind } from './docx-field-syntax';
import { DocxTemplateError, type DocxTemplateProblem } from './docx-template-error';
import type { FoundField } from './knackly-fields-module';
import { openDocxTemplate, type DocxInput, type OpenedTemplate } from './open-docx-template';

export interface DocxField {
  /** The field as written between `{[` and `]}`. */
  text: string;
  kind: DocxFieldKind;
  /** The expression of a value, `if`, `elseif` or `list` field; empty for the others. */
  expression: string;
  /** Names the expression refers to. */
  identifiers: string[];
  /** Expressions of the lists the field sits in, outermost first: names inside may be the items' own. */
  lists: string[];
  /** Part of the package, such as `word/document.xml` or a header. */
  file: string;
}

export interface CompiledDocx {
  fields: DocxField[];
  /** Every name the fields refer to, sorted; list-item specials (`this`, `_index`…) left out. */
  variables: string[];
}

const LIST_SPECIALS = new Set(['this', '_index', '_index0', '_parent', '_result']);

/**
 * Lists the fields of a Word template and the variables they use. Throws {@link DocxTemplateError}
 * listing every problem (bad expression, unclosed section, stray `{[endif]}`…) with the text around it.
 */
export function compileDocx(input: DocxInput): CompiledDocx {
  return describeTemplate(openDocxTemplate(input));
}

export function describeTemplate({ module }: OpenedTemplate): CompiledDocx {
  const problems: DocxTemplateProblem[] = [];
  const fields = module.fields.map((found) => ({ ...fieldOf(found, problems), file: found.file }));
  if (problems.length > 0) throw new DocxTemplateError(problems);
  const variables = new Set<string>();
  for (const field of fields) for (const name of field.identifiers) if (!LIST_SPECIALS.has(name)) variables.add(name);
  return { fields, variables: [...variables].sort() };
}

function fieldOf(found: FoundField, problems: DocxTemplateProblem[]): Omit<DocxField, 'file'> {
  const base = { text: found.text, kind: found.kind, expression: found.expression, lists: found.lists };
  if (found.expression === '' || found.kind === 'else' || found.kind === 'endif' || found.kind === 'endlist') {
    return { ...base, identifiers: [] };
  }
  try {
    return { ...base, identifiers: compileExpression(found.expression).identifiers() };
  } catch (error) {
    if (!(error instanceof TemplateCompileError)) throw error;
    problems.push({
      message: error.message,
      field: `{[${found.text}]}`,
      position: error.position,
      context: found.context,
      file: found.file,
    });
    return { ...base, identifiers: [] };
  }
}
