import { evaluationMessage } from '../expression/compile-expression';
import { EvalContext, EvalFailure } from '../expression/eval-context';
import { isEmpty } from '../expression/safe-access';
import type { Scope } from '../expression/scope';
import { punctuationAfter } from '../filters/list-punctuation';
import { valueToText } from '../filters/value-text';
import type { TemplateNode } from './template-node';

export interface RenderOptions {
  /** Show an unanswered field as `[expression]` (default) or as nothing. */
  placeholders?: boolean;
  /** Steps allowed per field (default 100 000). */
  stepBudget?: number;
  /** Longest output allowed (default 2 000 000 characters). */
  maxLength?: number;
}

export interface TextRenderResult {
  text: string;
  unanswered: string[];
  errors: { message: string; position: number }[];
}

interface RenderState {
  out: string[];
  length: number;
  unanswered: Set<string>;
  errors: { message: string; position: number }[];
  placeholders: boolean;
  budget: number | undefined;
  maxLength: number;
}

export function renderNodes(nodes: TemplateNode[], scope: Scope, options: RenderOptions = {}): TextRenderResult {
  const state: RenderState = {
    out: [],
    length: 0,
    unanswered: new Set(),
    errors: [],
    placeholders: options.placeholders ?? true,
    budget: options.stepBudget,
    maxLength: options.maxLength ?? 2_000_000,
  };
  try {
    renderInto(nodes, scope, state);
  } catch (error) {
    if (!(error instanceof OutputTooLong)) throw error;
    state.errors.push({ message: `Output too long (over ${state.maxLength} characters)`, position: 0 });
  }
  return { text: state.out.join(''), unanswered: [...state.unanswered], errors: state.errors };
}

class OutputTooLong extends Error {}

function write(state: RenderState, text: string): void {
  if (!text) return;
  state.length += text.length;
  if (state.length > state.maxLength) throw new OutputTooLong();
  state.out.push(text);
}

/** Evaluates one field's expression; a failure becomes an error at the field and an unanswered value. */
function evaluate(
  expr: { evaluateIn(ctx: EvalContext, scope: Scope): unknown },
  position: number,
  scope: Scope,
  state: RenderState,
): { ok: boolean; value: unknown; unanswered: string[] } {
  const ctx = new EvalContext(state.budget);
  try {
    const value = expr.evaluateIn(ctx, scope);
    for (const name of ctx.unanswered) state.unanswered.add(name);
    return { ok: true, value, unanswered: ctx.unanswered };
  } catch (error) {
    for (const name of ctx.unanswered) state.unanswered.add(name);
    state.errors.push({ message: evaluationMessage(error), position });
    return { ok: false, value: undefined, unanswered: ctx.unanswered };
  }
}

function renderInto(nodes: TemplateNode[], scope: Scope, state: RenderState): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        write(state, node.text);
        break;
      case 'value': {
        const r = evaluate(node.expr, node.position, scope, state);
        if (!r.ok) break;
        if (isEmpty(r.value) && r.unanswered.length && state.placeholders) write(state, `[${node.expr.source}]`);
        else write(state, valueToText(r.value, scope.locale));
        break;
      }
      case 'if': {
        const branch = node.branches.find((b) => isTrue(evaluate(b.test, b.position, scope, state).value));
        renderInto(branch ? branch.body : node.otherwise, scope, state);
        break;
      }
      case 'list': {
        const r = evaluate(node.expr, node.position, scope, state);
        if (!r.ok || isEmpty(r.value)) break;
        if (!Array.isArray(r.value)) {
          state.errors.push({
            message: new EvalFailure(`'list' needs a list; ${node.expr.source} is not one`).message,
            position: node.position,
          });
          break;
        }
        const items = r.value;
        items.forEach((item, i) => {
          renderInto(node.body, scope.listItem(item, i), state);
          write(state, punctuationAfter(items, i));
        });
        break;
      }
    }
  }
}

/** An empty list counts as false, as an unanswered value does. */
function isTrue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
