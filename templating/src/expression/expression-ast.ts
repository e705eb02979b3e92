/** Syntax tree of the expression language. Every node knows where it starts in the source. */
export type ExprNode =
  | { type: 'Literal'; start: number; value: string | number | boolean | null | undefined }
  | { type: 'Identifier'; start: number; name: string }
  | { type: 'This'; start: number }
  | { type: 'Member'; start: number; object: ExprNode; property: ExprNode; computed: boolean }
  | { type: 'Call'; start: number; callee: string; args: ExprNode[] }
  /** `Name.startsWith("A")`: one of the allow-listed methods of texts and lists, run by the interpreter. */
  | { type: 'Method'; start: number; object: ExprNode; method: string; args: ExprNode[] }
  | { type: 'Unary'; start: number; operator: '!' | '-' | '+'; argument: ExprNode }
  | { type: 'Binary'; start: number; operator: BinaryOperator; left: ExprNode; right: ExprNode }
  | { type: 'Logical'; start: number; operator: '&&' | '||' | '??'; left: ExprNode; right: ExprNode }
  | { type: 'Conditional'; start: number; test: ExprNode; consequent: ExprNode; alternate: ExprNode }
  | { type: 'Array'; start: number; elements: ExprNode[] }
  | { type: 'Object'; start: number; properties: { key: string; value: ExprNode }[] }
  | {
      type: 'Filter';
      start: number;
      input: ExprNode;
      name: string;
      args: ExprNode[];
      /** Where the input's text starts and ends in the source (before the `|`), brackets included. */
      inputSpan: [number, number];
    }
  /**
   * A list filter (`filter`, `sort`, `map`…): its leading arguments are expressions evaluated per
   * item, parsed from the template when it is compiled, whether written in quotes
   * (`filter:"Age > 18"`) or not (`filter:Age > 18`); the other arguments are plain values.
   */
  | {
      type: 'ListFilter';
      start: number;
      input: ExprNode;
      name: string;
      items: ItemExpression[];
      args: ExprNode[];
      inputSpan: [number, number];
    };

/** An expression a list filter evaluates once per item, with the text its positions refer to. */
export interface ItemExpression {
  node: ExprNode;
  /** The source `node`'s positions are in: the quoted text, or the whole expression when unquoted. */
  source: string;
  /** `sort:-Age` or `sort:"-Age"`: this key sorts in descending order. */
  descending: boolean;
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '===' | '!==' | '<' | '>' | '<=' | '>=';
