import type { BinaryOperator, ExprNode } from './expression-ast';
import { tokenize, type Token } from './expression-tokenizer';
import { quoted, TemplateCompileError } from './template-compile-error';

/** Names no expression may use: they lead from data to the language's machinery. */
export const FORBIDDEN_NAMES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);
const MAX_DEPTH = 64;
const MAX_SOURCE_LENGTH = 20_000;
const KEYWORDS: Record<string, ExprNode['type']> = {
  true: 'Literal',
  false: 'Literal',
  null: 'Literal',
  undefined: 'Literal',
  this: 'This',
};
const LITERALS: Record<string, boolean | null | undefined> = {
  true: true,
  false: false,
  null: null,
  undefined: undefined,
};
// Binary precedence levels, loosest first (conditional and filters sit above them).
const LEVELS: string[][] = [
  ['??'],
  ['||'],
  ['&&'],
  ['==', '!=', '===', '!=='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

export interface ParseOptions {
  isFilter(name: string): boolean;
  isFunction(name: string): boolean;
}

/** Recursive-descent parser for the expression language: a JavaScript subset plus `expr|filter:arg` chains. */
export function parseExpression(source: string, options: ParseOptions): ExprNode {
  if (source.length > MAX_SOURCE_LENGTH)
    throw new TemplateCompileError(`Expression too long (over ${MAX_SOURCE_LENGTH} characters)`, 0);
  const parser = new Parser(tokenize(source), options);
  if (parser.peek().type === 'end') throw new TemplateCompileError('Empty expression', 0);
  const node = parser.filterChain();
  const rest = parser.peek();
  if (rest.type !== 'end') throw new TemplateCompileError(`Unexpected '${quoted(rest.value)}'`, rest.start);
  return node;
}

class Parser {
  private index = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly options: ParseOptions,
  ) {}

  peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.type !== 'end') this.index++;
    return token;
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token.type === 'punct' && token.value === value;
  }

  private expect(value: string): Token {
    const token = this.peek();
    if (token.type !== 'punct' || token.value !== value) {
      throw new TemplateCompileError(
        token.type === 'end'
          ? `Expected '${value}' before the end`
          : `Expected '${value}' but found '${quoted(token.value)}'`,
        token.start,
      );
    }
    return this.next();
  }

  private enter(at: number): void {
    if (++this.depth > MAX_DEPTH) throw new TemplateCompileError('Expression nested too deeply', at);
  }

  /** Filters bind loosest of all: `a + b|upper` filters the sum, as in Knackly. */
  filterChain(): ExprNode {
    const from = this.peek().start;
    let node = this.conditional();
    while (this.isPunct('|')) {
      const pipe = this.next();
      const nameToken = this.next();
      if (nameToken.type !== 'name')
        throw new TemplateCompileError("Expected a filter name after '|'", nameToken.start);
      if (!this.options.isFilter(nameToken.value))
        throw new TemplateCompileError(`Unknown filter '${quoted(nameToken.value)}'`, nameToken.start);
      const args: ExprNode[] = [];
      while (this.isPunct(':')) {
        this.next();
        args.push(this.conditional());
      }
      node = {
        type: 'Filter',
        start: node.start,
        input: node,
        name: nameToken.value,
        args,
        inputSpan: [from, pipe.start],
      };
    }
    return node;
  }

  private conditional(): ExprNode {
    const test = this.binary(0);
    if (!this.isPunct('?')) return test;
    this.enter(test.start);
    this.next();
    const consequent = this.conditional();
    this.expect(':');
    const alternate = this.conditional();
    this.depth--;
    return { type: 'Conditional', start: test.start, test, consequent, alternate };
  }

  private binary(level: number): ExprNode {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punct' || !LEVELS[level].includes(token.value)) return left;
      this.next();
      const right = this.binary(level + 1);
      const op = token.value;
      left =
        op === '&&' || op === '||' || op === '??'
          ? { type: 'Logical', start: left.start, operator: op, left, right }
          : { type: 'Binary', start: left.start, operator: op as BinaryOperator, left, right };
    }
  }

  private unary(): ExprNode {
    const token = this.peek();
    if (token.type === 'punct' && (token.value === '!' || token.value === '-' || token.value === '+')) {
      this.enter(token.start);
      this.next();
      const argument = this.unary();
      this.depth--;
      return { type: 'Unary', start: token.start, operator: token.value, argument };
    }
    return this.postfix(this.primary());
  }

  private postfix(node: ExprNode): ExprNode {
    for (;;) {
      if (this.isPunct('.') || this.isPunct('?.')) {
        this.next();
        const name = this.next();
        if (name.type !== 'name') throw new TemplateCompileError("Expected a property name after '.'", name.start);
        checkName(name);
        node = {
          type: 'Member',
          start: node.start,
          object: node,
          property: { type: 'Literal', start: name.start, value: name.value },
          computed: false,
        };
      } else if (this.isPunct('[')) {
        const open = this.next();
        this.enter(open.start);
        const property = this.filterChain();
        if (property.type === 'Literal' && typeof property.value === 'string' && FORBIDDEN_NAMES.has(property.value)) {
          throw new TemplateCompileError(`'${property.value}' is not allowed`, property.start);
        }
        this.expect(']');
        this.depth--;
        node = { type: 'Member', start: node.start, object: node, property, computed: true };
      } else if (this.isPunct('(')) {
        const open = this.peek();
        throw new TemplateCompileError(
          node.type === 'Identifier'
            ? `Unknown function '${quoted(node.name)}'`
            : 'Only built-in functions can be called',
          open.start,
        );
      } else {
        return node;
      }
    }
  }

  private primary(): ExprNode {
    const token = this.next();
    switch (token.type) {
      case 'number':
      case 'string':
        return { type: 'Literal', start: token.start, value: token.literal };
      case 'name':
        return this.name(token);
      case 'end':
        throw new TemplateCompileError('Expression ends too early', token.start);
    }
    this.enter(token.start);
    let node: ExprNode;
    if (token.value === '(') {
      node = this.filterChain();
      this.expect(')');
    } else if (token.value === '[') {
      node = { type: 'Array', start: token.start, elements: this.list(']') };
    } else if (token.value === '{') {
      node = this.objectLiteral(token.start);
    } else {
      throw new TemplateCompileError(`Unexpected '${quoted(token.value)}'`, token.start);
    }
    this.depth--;
    return node;
  }

  private name(token: Token): ExprNode {
    const keyword = Object.hasOwn(KEYWORDS, token.value) ? KEYWORDS[token.value] : undefined;
    if (keyword === 'This') return { type: 'This', start: token.start };
    if (keyword === 'Literal') return { type: 'Literal', start: token.start, value: LITERALS[token.value] };
    checkName(token);
    if (this.isPunct('(') && this.options.isFunction(token.value)) {
      this.enter(token.start);
      this.next();
      const args = this.list(')');
      this.depth--;
      return { type: 'Call', start: token.start, callee: token.value, args };
    }
    return { type: 'Identifier', start: token.start, name: token.value };
  }

  private list(close: string): ExprNode[] {
    const items: ExprNode[] = [];
    while (!this.isPunct(close)) {
      items.push(this.filterChain());
      if (!this.isPunct(close)) this.expect(',');
    }
    this.next();
    return items;
  }

  private objectLiteral(start: number): ExprNode {
    const properties: { key: string; value: ExprNode }[] = [];
    while (!this.isPunct('}')) {
      const key = this.next();
      if (key.type !== 'name' && key.type !== 'string' && key.type !== 'number')
        throw new TemplateCompileError('Expected a property name', key.start);
      const name = String(key.literal ?? key.value);
      if (FORBIDDEN_NAMES.has(name)) throw new TemplateCompileError(`'${name}' is not allowed`, key.start);
      this.expect(':');
      properties.push({ key: name, value: this.filterChain() });
      if (!this.isPunct('}')) this.expect(',');
    }
    this.next();
    return { type: 'Object', start, properties };
  }
}

function checkName(token: Token): void {
  if (FORBIDDEN_NAMES.has(token.value)) throw new TemplateCompileError(`'${token.value}' is not allowed`, token.start);
}
