/** Syntax tree of the expression language. Every node knows where it starts in the source. */
export type ExprNode =
  | { type: 'Literal'; start: number; value: string | number | boolean | null | undefined }
  | { type: 'Identifier'; start: number; name: string }
  | { type: 'This'; start: number }
  | { type: 'Member'; start: number; object: ExprNode; property: ExprNode; computed: boolean }
  | { type: 'Call'; start: number; callee: string; args: ExprNode[] }
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
    };

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '===' | '!==' | '<' | '>' | '<=' | '>=';
