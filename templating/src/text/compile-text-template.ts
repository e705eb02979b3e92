import {
  compileExpression,
  type CompiledExpression,
  type ItemIdentifier,
  type ParentIdentifier,
} from '../expression/compile-expression';
import { TemplateCompileError } from '../expression/template-compile-error';
import type { Scope } from '../expression/scope';
import { renderNodes, type RenderOptions, type TextRenderResult } from './render-text-template';
import { scanTextTemplate, type FieldKind } from './scan-text-template';
import { scopingWarnings, type ScopedField, type TemplateWarning } from './scoping-warnings';
import type { TemplateNode } from './template-node';

export type { TemplateNode, TemplateWarning };

/** A field as the variable browser and usage lists see it. */
export interface TemplateField {
  kind: FieldKind;
  /** The expression as written (trimmed); empty for else/endif/endlist. */
  expression: string;
  position: number;
  /** Expressions of the lists the field sits in, outermost first. */
  lists: string[];
  /** Names the expression refers to, those read through `_parent` included. */
  identifiers: string[];
  /**
   * Names read through `_parent` chains, `levels` lists out from the field: with `lists` [Kids,
   * Pets], `_parent.Name` (levels 1) is read on the item of Kids, `_parent._parent.Firm` on the record.
   */
  parentIdentifiers: ParentIdentifier[];
  /** Names used in the expressions of list filters, with the lists they run over (see CompiledExpression). */
  itemIdentifiers: ItemIdentifier[];
}

export interface CompiledTextTemplate {
  readonly source: string;
  fields(): TemplateField[];
  /**
   * Names every field refers to, in order of first use, inside lists and list filters too (where
   * a name may be a field of the items: `lists` and `itemIdentifiers` of fields() say which).
   */
  identifiers(): string[];
  render(scope: Scope, options?: RenderOptions): TextRenderResult;
  /**
   * What compiling noticed without refusing the template: names inside lists whose meaning changed
   * with yatte's scoping (see scopingWarnings).
   */
  warnings(): TemplateWarning[];
}

/**
 * Deepest nesting of `if` and `list` blocks. Rendering recurses once per level, so without a limit
 * a template of 20 000 nested ifs would compile and then overflow the stack.
 */
export const MAX_BLOCK_DEPTH = 100;

interface OpenBlock {
  kind: 'if' | 'list';
  position: number;
  node: Extract<TemplateNode, { type: 'if' | 'list' }>;
  sawElse: boolean;
}

/** Compiles `{[expr]}`, `{[if]}…{[elseif]}…{[else]}…{[endif]}` and `{[list]}…{[endlist]}`; throws TemplateCompileError. */
export function compileTextTemplate(source: string): CompiledTextTemplate {
  const fields: TemplateField[] = [];
  const scoped: ScopedField[] = [];
  const root: TemplateNode[] = [];
  const stack: OpenBlock[] = [];
  let target = root;
  const compileAt = (expression: string, positionOf: (offset: number) => number): CompiledExpression => {
    try {
      return compileExpression(expression);
    } catch (error) {
      if (error instanceof TemplateCompileError)
        throw new TemplateCompileError(error.message, positionOf(error.position));
      throw error;
    }
  };
  for (const piece of scanTextTemplate(source)) {
    if (piece.type === 'text') {
      target.push({ type: 'text', text: piece.text });
      continue;
    }
    const { kind, position } = piece;
    const expr =
      kind === 'value' || kind === 'if' || kind === 'elseif' || kind === 'list'
        ? compileAt(piece.expression, piece.positionOf)
        : undefined;
    scoped.push({
      position,
      lists: stack.filter((b) => b.kind === 'list').map((b) => (b.node as { expr: CompiledExpression }).expr.source),
      scopeIdentifiers: expr?.scopeIdentifiers() ?? [],
      itemIdentifiers: expr?.itemIdentifiers() ?? [],
      parentIdentifiers: expr?.parentIdentifiers() ?? [],
    });
    fields.push({
      kind,
      expression: piece.expression.trim(),
      position,
      lists: stack.filter((b) => b.kind === 'list').map((b) => (b.node as { expr: CompiledExpression }).expr.source),
      identifiers: expr?.identifiers() ?? [],
      parentIdentifiers: expr?.parentIdentifiers() ?? [],
      itemIdentifiers: expr?.itemIdentifiers() ?? [],
    });
    const top = stack[stack.length - 1];
    if ((kind === 'if' || kind === 'list') && stack.length >= MAX_BLOCK_DEPTH)
      throw new TemplateCompileError(`Blocks nested too deeply (over ${MAX_BLOCK_DEPTH} levels)`, position);
    switch (kind) {
      case 'value':
        target.push({ type: 'value', expr: expr!, position });
        break;
      case 'if': {
        const node: TemplateNode = { type: 'if', branches: [{ test: expr!, position, body: [] }], otherwise: [] };
        target.push(node);
        stack.push({ kind: 'if', position, node, sawElse: false });
        target = node.branches[0].body;
        break;
      }
      case 'list': {
        const node: TemplateNode = { type: 'list', expr: expr!, position, body: [] };
        target.push(node);
        stack.push({ kind: 'list', position, node, sawElse: false });
        target = node.body;
        break;
      }
      case 'elseif':
      case 'else': {
        if (top?.kind !== 'if') throw new TemplateCompileError(`'${kind}' without an open 'if'`, position);
        if (top.sawElse) throw new TemplateCompileError(`'${kind}' after 'else'`, position);
        const node = top.node as Extract<TemplateNode, { type: 'if' }>;
        if (kind === 'else') {
          top.sawElse = true;
          target = node.otherwise;
        } else {
          const branch = { test: expr!, position, body: [] as TemplateNode[] };
          node.branches.push(branch);
          target = branch.body;
        }
        break;
      }
      case 'endif':
      case 'endlist': {
        const wanted = kind === 'endif' ? 'if' : 'list';
        if (!top) throw new TemplateCompileError(`'${kind}' without an open '${wanted}'`, position);
        if (top.kind !== wanted)
          throw new TemplateCompileError(`'${kind}' closes a '${top.kind}': expected 'end${top.kind}'`, position);
        stack.pop();
        target = bodyOf(stack[stack.length - 1], root);
        break;
      }
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed)
    throw new TemplateCompileError(`'${unclosed.kind}' not closed: missing 'end${unclosed.kind}'`, unclosed.position);
  return new CompiledText(source, root, fields, scopingWarnings(scoped));
}

/** Where fields go after a block closes: the open branch of the enclosing block, or the top level. */
function bodyOf(block: OpenBlock | undefined, root: TemplateNode[]): TemplateNode[] {
  if (!block) return root;
  if (block.node.type === 'list') return block.node.body;
  return block.sawElse ? block.node.otherwise : block.node.branches[block.node.branches.length - 1].body;
}

class CompiledText implements CompiledTextTemplate {
  private names: string[] | undefined;
  constructor(
    readonly source: string,
    private readonly nodes: TemplateNode[],
    private readonly found: TemplateField[],
    private readonly noticed: TemplateWarning[],
  ) {}

  warnings(): TemplateWarning[] {
    return this.noticed.map((w) => ({ ...w }));
  }

  fields(): TemplateField[] {
    return this.found.map((f) => ({
      ...f,
      lists: [...f.lists],
      identifiers: [...f.identifiers],
      parentIdentifiers: f.parentIdentifiers.map((p) => ({ ...p })),
      itemIdentifiers: f.itemIdentifiers.map((i) => ({ name: i.name, lists: [...i.lists] })),
    }));
  }

  identifiers(): string[] {
    return (this.names ??= [
      ...new Set(this.found.flatMap((f) => [...f.identifiers, ...f.itemIdentifiers.map((i) => i.name)])),
    ]);
  }

  render(scope: Scope, options?: RenderOptions): TextRenderResult {
    return renderNodes(this.nodes, scope, options);
  }
}
