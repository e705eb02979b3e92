/**
 * What the interview engine needs to know of a model and an app: its own small types, so that the same code runs
 * in the browser and on the server whatever shape the designer stores. How the designer's element maps onto them
 * is in docs/runs.md ("The interview engine"); in short, a variable member gives an InterviewVariable (label →
 * prompt, helpText → help, forceRelevance → relevance, manualRelevance → ignoreUsage, forceOptional →
 * alwaysOptional, `_options` or a table's key column → options, a user data list expression → optionsExpression,
 * optionTemplate as is, typeDef → model), a layout member gives an InterviewLayout as stored
 * (columnCount, rows of cells with class, content, offset, span, expr, list), and an app gives its screens and the
 * sources of its templates.
 */

/** 001 §3 value types; 'checkbox' is the designer's other name for true/false. */
export type InterviewValueType =
  'text' | 'number' | 'date' | 'true/false' | 'checkbox' | 'selection' | 'file' | 'object' | 'global';

export interface InterviewVariable {
  name: string;
  /** Missing or unknown types are read as text. */
  type?: InterviewValueType | string;
  isList?: boolean;
  /** The question prompt; the name spaced out ("DateOfBirth" → "Date of birth") when missing. */
  prompt?: string;
  help?: string;
  /** The prompt is not shown, but stays the accessible name (INTERVIEW §2). */
  unlabeled?: boolean;
  /** The widget; 'hidden' variables are never asked (set by formulas or integrations). */
  style?: string;
  /** Filled by an integration, never asked. */
  external?: boolean;
  /** The relevance condition (an expression); empty or missing means automatic relevance. */
  relevance?: string;
  /** 'Ignore Usage': use in templates and formulas does not make the variable relevant, only its condition. */
  ignoreUsage?: boolean;
  /** 'Always Optional': never required, even while relevant. */
  alwaysOptional?: boolean;
  /** Text: the 002 §5 pattern (9 A X L U, `\` escapes). */
  pattern?: string;
  /** Number: the smallest and largest answers allowed, and how many decimal places at most. */
  minimum?: number;
  maximum?: number;
  decimalPlaces?: number;
  /**
   * Selection: the options to choose from. Listed options (`_options`), and a table's options resolved by the server
   * (its key column's values), both arrive here; an expression's options arrive as `optionsExpression` instead.
   */
  options?: readonly string[];
  /**
   * Selection from a user data list expression (001 §2 SELECT FROM 'user data list expression', e.g.
   * `Client.Children`): the browser evaluates it on the current answers to list the options. Absent for listed
   * and table options.
   */
  optionsExpression?: string;
  /**
   * Selection from a query (001 §3 SELECT FROM 'a table (or query)'): the query reference as the designer writes it,
   * `Clients()` or `Clients("Oslo", {active: true})`. The server runs the query when the interview opens (and at
   * Finish) and puts what each item shows, the option template applied, in `options`; the engine reads `options`.
   */
  optionsQuery?: string;
  /**
   * Selection from a query whose arguments read answers (`Clients(City)` reads City): the top-level answers they
   * read, set by the server. The browser asks the server for the options again when one of them changes.
   */
  optionsQueryReads?: readonly string[];
  /**
   * Selection: how each option is shown (001 §2 OPTION TEMPLATE, a text template such as `{[Name]}` evaluated on the
   * option). Absent or empty: the option itself is shown.
   */
  optionTemplate?: string;
  /** Text: the input's height in lines (a multiline box from 2), and whether line breaks are allowed. */
  height?: number;
  allowBreaks?: boolean;
  /** Text: fixed answer suggestions (ANSWER SUGGESTIONS 'Fixed values'); free text is still an answer. */
  suggestions?: readonly string[];
  /**
   * Text: answer suggestions 'Values defined somewhere else' (001 §2 SUGGESTIONS EXPRESSION, an expression giving a
   * list of text values, such as `Offices|map:City` or a formula): the browser evaluates it on the current answers,
   * in the question's scope. Free text is still an answer.
   */
  suggestionsExpression?: string;
  /** Text: 'Allow formatting (markdown)': the answer is markdown, and a multiline box gets a formatting toolbar. */
  markdown?: boolean;
  /** File: the ACCEPT filter ('.pdf,image/*'), checked by the browser. */
  accept?: string;
  /** Object, global object and lists of them: the model of the object (its variables, formulas and layouts). */
  model?: InterviewModel;
  /**
   * Object and lists of objects: 'SELECT data FROM...' (001 §3 `selectFrom`) naming a query, as the designer writes
   * the reference (`Clients()`, `Clients(City)`): the widget offers Choose from it, and the chosen item's values fill
   * the object (docs/runs.md "Choosing an object's data from a query").
   */
  selectQuery?: string;
  /** A list of objects: 'Allow import' (001 §3 `useImport`): the list offers Import, rows from a CSV or JSON file. */
  allowImport?: boolean;
}

/** A grid cell as the designer stores it (001 §3 "Layout cell"). */
export interface InterviewCell {
  id: string;
  /** A question cell asks its variable (`content` is its name); a static cell shows `content` as markdown. */
  class: 'question' | 'static';
  content: string;
  /** First column, from 0, and how many columns the cell covers. */
  offset: number;
  span: number;
  /** 'When condition': shown while this expression is true. */
  expr?: string;
  /** 'With questions': shown while one of these variables' questions is shown. */
  list?: readonly string[];
}

export interface InterviewLayout {
  /** 1 to 6. */
  columnCount: number;
  rows: readonly (readonly InterviewCell[])[];
}

export interface InterviewModel {
  variables: readonly InterviewVariable[];
  /** Formulas by name (expression sources), evaluated live. */
  formulas?: Readonly<Record<string, string>>;
  /** Saved layouts by name; the '(default)' layout is made from the variables when it is not saved. */
  layouts?: Readonly<Record<string, InterviewLayout>>;
  /**
   * The model's SUMMARY TEMPLATE (001 §2 model header, a text template such as `{[FirstName]} {[LastName]}`): what an
   * object's card and each row of a list of objects say, evaluated on the object. What it reads counts as read by
   * the interview shown (relevance).
   */
  summary?: string;
}

/**
 * One template of the app, as what it evaluates: whichever of these the template has. A .docx template gives the
 * fields compileDocx lists (kind and expression, in document order per part); a PDF form its field map's
 * expressions; a text or file template its text; each its assembled-file-name template.
 */
export interface InterviewTemplate {
  name: string;
  /** Text (or markdown) template source with `{[…]}` fields. */
  text?: string;
  /** The assembled-file-name template (a text template). */
  fileName?: string;
  /** A Word template's fields, as compileDocx gives them. */
  docxFields?: readonly { kind: string; expression: string; file?: string }[];
  /** A PDF form's field-map expressions. */
  pdfExpressions?: readonly string[];
}

export interface InterviewApp {
  name: string;
  /** What users see as the app's name (the default layout's screen is titled with it). */
  label?: string;
  /** Layout names, in order; none means the '(default)' layout alone. */
  screens?: readonly string[];
  templates?: readonly InterviewTemplate[];
}

export interface InterviewInput {
  model: InterviewModel;
  app: InterviewApp;
  /** The workspace's settings, as for assembly. */
  locale?: string;
  timeZone?: string;
}

/** Answers as the record holds them: values by variable name, objects nested, lists as arrays. */
export type Answers = Readonly<Record<string, unknown>>;

export const DEFAULT_LAYOUT_NAME = '(default)';
export const MORE_QUESTIONS_SCREEN = 'More questions';
export const MAX_COLUMNS = 6;
