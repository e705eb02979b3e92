import type { BinaryOperator, ExprNode, ItemExpression } from './expression-ast';
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
  /** How many leading arguments of a filter are expressions run per item (0 for plain filters, Infinity for `sort`). */
  itemArguments(name: string): number;
  isMethod(name: string): boolean;
}

/** Recursive-descent parser for the expression language: a JavaScript subset plus `expr|filter:arg` chains. */
export function parseExpression(source: string, options: ParseOptions): ExprNode {
  if (source.length > MAX_SOURCE_LENGTH)
    throw new TemplateCompileError(`Expression too long (over ${MAX_SOURCE_LENGTH} characters)`, 0);
  const parser = new Parser(tokenize(source), options, source);
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
    private readonly source: string,
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
      const name = nameToken.value;
      const itemArguments = this.options.itemArguments(name);
      const args: ExprNode[] = [];
      const items: ItemExpression[] = [];
      while (this.isPunct(':')) {
        this.next();
        const argument = this.peek();
        const value = this.conditional();
        if (items.length < itemArguments && args.length === 0) items.push(this.itemExpression(name, value, argument));
        else args.push(value);
      }
      if (itemArguments > 0 && items.length === 0)
        throw new TemplateCompileError(
          `The ${name} filter needs an expression, like ${name}:${name === 'sort' ? 'Name' : 'Age > 18'}`,
          nameToken.start,
        );
      const inputSpan: [number, number] = [from, pipe.start];
      node =
        itemArguments > 0
          ? { type: 'ListFilter', start: node.start, input: node, name, items, args, inputSpan }
          : { type: 'Filter', start: node.start, input: node, name, args, inputSpan };
    }
    return node;
  }

  /**
   * An argument of a list filter, run per item. Quoted (`"Age > 18"`), its text is parsed here, from
   * the template: it is never a value computed when the template runs, so a record's data cannot
   * become an expression. Unquoted (`Age > 18`), it is the expression as written. For `sort`, a
   * leading `-` sorts in descending order.
   */
  private itemExpression(filter: string, value: ExprNode, token: Token): ItemExpression {
    const descendingAllowed = filter === 'sort';
    if (token.type === 'string' && value.type === 'Literal' && typeof value.value === 'string') {
      let text = value.value.trim();
      const descending = descendingAllowed && text.startsWith('-');
      if (descendingAllowed && (text.startsWith('-') || text.startsWith('+'))) text = text.slice(1).trim();
      if (text === '')
        throw new TemplateCompileError(
          `The ${filter} filter needs an expression, like ${filter}:"Age > 18"`,
          token.start,
        );
      try {
        return { node: parseExpression(text, this.options), source: text, descending };
      } catch (error) {
        if (!(error instanceof TemplateCompileError)) throw error;
        // Positions inside the quotes: close enough for a message, exact unless the text has escapes.
        const offset = token.value.indexOf(text.charAt(0), 1);
        throw new TemplateCompileError(
          `In the ${filter} filter's "${quoted(text)}": ${error.message}`,
          token.start + Math.max(1, offset) + error.position,
        );
      }
    }
    if (value.type === 'Literal')
      throw new TemplateCompileError(
        `The ${filter} filter needs an expression, like ${filter}:${descendingAllowed ? 'Name' : 'Age > 18'}`,
        token.start,
      );
    if (descendingAllowed && value.type === 'Unary' && value.operator === '-')
      return { node: value.argument, source: this.source, descending: true };
    return { node: value, source: this.source, descending: false };
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
        if (this.isPunct('(')) {
          node = this.methodCall(node, name);
          continue;
        }
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

  /** `Name.startsWith("A")`: only the allow-listed methods, which the interpreter runs itself. */
  private methodCall(object: ExprNode, name: Token): ExprNode {
    if (!this.options.isMethod(name.value))
      throw new TemplateCompileError(`Unknown method '${quoted(name.value)}'`, name.start);
    const open = this.next();
    this.enter(open.start);
    const args = this.list(')');
    this.depth--;
    return { type: 'Method', start: object.start, object, method: name.value, args };
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
    } else if (token.value === '.') {
      // yatte's `{[.]}`: the current item.
      node = { type: 'This', start: token.start };
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
