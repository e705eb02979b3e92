import { evaluationMessage } from '../expression/compile-expression';
import { RenderBudget, type FieldResult, type RenderBudgetOptions } from '../expression/render-budget';
import type { Scope } from '../expression/scope';
import { punctuationAfter } from '../filters/list-punctuation';
import { fieldText, isTrue, listItems } from './field-text';
import type { TemplateNode } from './template-node';

export interface RenderOptions extends RenderBudgetOptions {
  /** Show an unanswered field as `[expression]` (default) or as nothing. */
  placeholders?: boolean;
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
  maxLength: number;
  budget: RenderBudget;
  /** The field being rendered, where a failure that ends the render is reported. */
  position: number;
}

/** Renders compiled nodes. Never throws: whatever stops the render is its last error, with the text so far. */
export function renderNodes(nodes: TemplateNode[], scope: Scope, options: RenderOptions = {}): TextRenderResult {
  const state: RenderState = {
    out: [],
    length: 0,
    unanswered: new Set(),
    errors: [],
    placeholders: options.placeholders ?? true,
    maxLength: options.maxLength ?? 2_000_000,
    budget: new RenderBudget(options),
    position: 0,
  };
  try {
    renderInto(nodes, scope, state);
  } catch (error) {
    const message =
      error instanceof OutputTooLong
        ? `Output too long (over ${state.maxLength} characters)`
        : evaluationMessage(error);
    state.errors.push({ message, position: error instanceof OutputTooLong ? 0 : state.position });
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

/** Notes what a field met; a failed field is reported at its position and gives undefined. */
function settle<T>(r: FieldResult<T>, position: number, state: RenderState): T | undefined {
  for (const name of r.unanswered) state.unanswered.add(name);
  if (r.ok) return r.value;
  state.errors.push({ message: r.message, position });
  return undefined;
}

function renderInto(nodes: TemplateNode[], scope: Scope, state: RenderState): void {
  const { budget } = state;
  for (const node of nodes) {
    if (node.type === 'text') {
      write(state, node.text);
      continue;
    }
    if (node.type === 'value') {
      state.position = node.position;
      const source = node.expr.source;
      const r = budget.field(node.expr, scope, (v, ctx) =>
        fieldText(v, source, scope.locale, ctx, state.placeholders, scope.timeZone),
      );
      write(state, settle(r, node.position, state) ?? '');
    } else if (node.type === 'if') {
      const branch = node.branches.find((b) => {
        state.position = b.position;
        return settle(budget.field(b.test, scope, isTrue), b.position, state) === true;
      });
      renderInto(branch ? branch.body : node.otherwise, scope, state);
    } else {
      state.position = node.position;
      const source = node.expr.source;
      const value = settle(
        budget.field(node.expr, scope, (v) => listItems(v, source)),
        node.position,
        state,
      );
      if (value === undefined) continue;
      // Each item repeats the body: a step for it and one per piece of the body, counted up front.
      budget.spend(value.length * (1 + node.body.length));
      value.forEach((item, i) => {
        renderInto(node.body, scope.listItem(item, i, value), state);
        write(state, punctuationAfter(value, i));
      });
    }
  }
}
