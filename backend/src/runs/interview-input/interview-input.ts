import {
  compileExpression,
  type InterviewApp,
  type InterviewCell,
  type InterviewInput,
  type InterviewLayout,
  type InterviewModel,
  type InterviewTemplate,
  type InterviewVariable,
} from '@app/templating';
import type { ElementState, Member } from '../../types';
import { formulaSource } from '../assemble-run/run-scope';

/** Where the builder finds what a model refers to; synchronous, so the caller gathers it first (`referencedElements`). */
export interface InterviewSources {
  /** Another element of the workspace by id or by name (case aside): object models, tables. Null: none, or deleted. */
  element(idOrName: string): ElementState | null;
  /** A Word template's fields compiled from its file, for a template saved without them (null: none known). */
  docxFields?(template: Member): InterviewTemplate['docxFields'] | null;
}

/** 001 §5: a table used as an option source has Name as its key column unless another is set. */
export const DEFAULT_TABLE_KEY = 'Name';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A number property as the designer stores it (a number, or the text of one from an older editor). */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** `_options`: a JSON array of strings (or the array itself); anything else lists nothing. */
export function parseListedOptions(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter((item): item is string => typeof item === 'string' && item.trim() !== ''))];
}

/** 001 §5 query reference syntax `Name(args,{optional:value})|map:x`: the element is the name before `(` or `|`. */
const referencedName = (reference: string): string => reference.split(/[(|]/, 1)[0].trim();

/** A table's options: its key column's values (its `key`, else Name), in row order, once each. */
export function tableOptions(table: ElementState): string[] {
  const key = (text(table.definition.key) ?? DEFAULT_TABLE_KEY).toLowerCase();
  const rows = Array.isArray(table.definition.data) ? (table.definition.data as unknown[]) : [];
  const options = new Set<string>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) continue;
    const column = Object.keys(row).find((name) => name.toLowerCase() === key);
    const value = column === undefined ? undefined : (row as Record<string, unknown>)[column];
    const option = typeof value === 'number' ? String(value) : text(value);
    if (option !== undefined) options.add(option);
  }
  return [...options];
}

/** Where a selection's options come from (001 §3 typeOfVariable), as the engine takes them. */
function selectionOptions(
  member: Member,
  sources: InterviewSources,
): Pick<InterviewVariable, 'options' | 'optionsExpression' | 'optionsQuery'> {
  const source = member.typeOfVariable ?? 'anOptionListedBelow';
  if (source === 'aTable') {
    const reference = text(member.options);
    const element = reference === undefined ? null : sources.element(referencedName(reference));
    if (element?.kind === 'table') return { options: tableOptions(element) };
    // A query's items change with its source's records: run at each open and Finish (withQueryOptions), never kept.
    return element?.kind === 'query' && reference !== undefined ? { optionsQuery: reference } : {};
  }
  if (source === 'userData') {
    const expression = text(member.options);
    return expression === undefined ? {} : { optionsExpression: expression };
  }
  const listed = parseListedOptions(member._options);
  return listed.length > 0 ? { options: listed } : {};
}

const isObjectType = (type: unknown) => type === 'object' || type === 'global';

/** The builder's state across one model: models already mapped (by element id), and those being mapped (cycles). */
interface Walk {
  sources: InterviewSources;
  done: Map<string, InterviewModel>;
  open: Set<string>;
  /** Set for an app whose app template names no template: every question is asked (see buildInterviewInput). */
  askAll: boolean;
}

function variableOf(member: Member, walk: Walk): InterviewVariable {
  const variable: InterviewVariable = { name: member.name };
  const type = text(member.type);
  if (type !== undefined) variable.type = type;
  if (member.isList === true) variable.isList = true;
  const set = <K extends keyof InterviewVariable>(key: K, value: InterviewVariable[K] | undefined) => {
    if (value !== undefined) variable[key] = value;
  };
  set('prompt', text(member.label));
  set('help', text(member.helpText));
  if (member.unlabeled === true) variable.unlabeled = true;
  set('style', text(member.style));
  if (member.isExternal === true) variable.external = true;
  set('relevance', text(member.forceRelevance));
  if (member.manualRelevance === true) variable.ignoreUsage = true;
  if (member.forceOptional === true) variable.alwaysOptional = true;
  // A global's values are the catalog's global info, not the record's to answer: never required of the record, so
  // an unplaced global makes no More questions screen (its question, when placed, shows the info read-only).
  if (type === 'global') variable.alwaysOptional = true;
  if (walk.askAll && variable.relevance === undefined && !variable.ignoreUsage) variable.relevance = 'true';
  if (type === undefined || type === 'text') {
    set('pattern', text(member.pattern));
    set('height', numberOf(member.height));
    if (member.allowBreaks === true) variable.allowBreaks = true;
    if (member.processMarkdown === true) variable.markdown = true;
    // 001 §3 `suggestion`: fixed suggestions are listed (`_options`); 'defined somewhere else' is an expression
    // (`options`) the browser evaluates on the answers.
    if (member.suggestion === 'fixed') {
      const suggestions = parseListedOptions(member._options);
      if (suggestions.length > 0) variable.suggestions = suggestions;
    } else if (member.suggestion === 'expression') set('suggestionsExpression', text(member.options));
  }
  if (type === 'file') set('accept', text(member.accept));
  if (type === 'number') {
    set('minimum', numberOf(member.minimum));
    set('maximum', numberOf(member.maximum));
    set('decimalPlaces', numberOf(member.decimalPlaces));
  }
  if (type === 'selection') {
    Object.assign(variable, selectionOptions(member, walk.sources));
    set('optionTemplate', text(member.optionTemplate));
  }
  if (isObjectType(type)) {
    const element =
      (typeof member.typeDef === 'string' ? walk.sources.element(member.typeDef) : null) ??
      (typeof member.typeName === 'string' ? walk.sources.element(member.typeName) : null);
    if (element && element.kind === 'model') variable.model = modelOf(element, walk);
    // 'Allow import' is for lists only (001 §3): the designer clears it on a single object, and so does the interview.
    if (member.isList === true && member.useImport === true) variable.allowImport = true;
    // 'SELECT data FROM...' a query: the widget offers its items (a table has no records to fill an object from).
    const selectFrom = text(member.selectFrom);
    if (selectFrom !== undefined && walk.sources.element(referencedName(selectFrom))?.kind === 'query')
      variable.selectQuery = selectFrom;
  }
  return variable;
}

function cellOf(raw: unknown): InterviewCell | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const cell = raw as Record<string, unknown>;
  if (typeof cell.id !== 'string' || typeof cell.content !== 'string') return null;
  const result: InterviewCell = {
    id: cell.id,
    class: cell.class === 'question' ? 'question' : 'static',
    content: cell.content,
    offset: numberOf(cell.offset) ?? 0,
    span: numberOf(cell.span) ?? 1,
  };
  const expr = text(cell.expr);
  if (expr !== undefined) result.expr = expr;
  if (Array.isArray(cell.list)) {
    const list = cell.list.filter((name): name is string => typeof name === 'string');
    if (list.length > 0) result.list = list;
  }
  return result;
}

/** A layout member as stored (001 §3 Layout: columnCount, rows of cells); planScreens keeps it inside its grid. */
function layoutOf(member: Member): InterviewLayout {
  const rows = Array.isArray(member.rows) ? (member.rows as unknown[]) : [];
  return {
    columnCount: numberOf(member.columnCount) ?? 1,
    rows: rows.map((row) =>
      (Array.isArray(row) ? row : []).map(cellOf).filter((cell): cell is InterviewCell => cell !== null),
    ),
  };
}

/**
 * A model element as the engine's InterviewModel: its variables, formulas and layouts, and, for each object variable,
 * the model its typeDef names, mapped the same way. A model met again while it is being mapped (a Person whose Spouse
 * is a Person) gets a model without variables there: the engine would otherwise walk forever, and an interview asks
 * such a field through its own dialog, which opens the model again.
 */
function modelOf(element: ElementState, walk: Walk): InterviewModel {
  const known = walk.done.get(element.elementId);
  if (known) return known;
  if (walk.open.has(element.elementId)) return { variables: [] };
  walk.open.add(element.elementId);
  const formulas: Record<string, string> = {};
  for (const formula of element.members.formula) {
    const source = formulaSource(formula);
    if (source.trim() !== '') formulas[formula.name] = source;
  }
  const layouts: Record<string, InterviewLayout> = {};
  for (const layout of element.members.layout) layouts[layout.name] = layoutOf(layout);
  const model: InterviewModel = {
    variables: element.members.variable.map((member) => variableOf(member, walk)),
    formulas,
    layouts,
  };
  // 001 §2 SUMMARY TEMPLATE: the object's card and list rows say it (and what it reads is asked).
  const summary = text(element.definition.summary);
  if (summary !== undefined) model.summary = summary;
  walk.open.delete(element.elementId);
  walk.done.set(element.elementId, model);
  return model;
}

/**
 * The templates an app's APP TEMPLATE names (001 §3: the first of `templates`, an expression such as
 * `[Letter, Fee > 0 ? Invoice : ""]`), in the model's order. Every template it names counts, whatever its condition:
 * relevance must ask what any of them could need. An app template that does not compile names none.
 */
export function namedTemplates(app: Member, templates: readonly Member[]): Member[] {
  const source = Array.isArray(app.templates) && typeof app.templates[0] === 'string' ? app.templates[0] : '';
  if (source.trim() === '') return [];
  let names: Set<string>;
  try {
    names = new Set(
      compileExpression(source)
        .scopeIdentifiers()
        .map((name) => name.toLowerCase()),
    );
  } catch {
    return [];
  }
  return templates.filter((template) => names.has(template.name.toLowerCase()));
}

/** One template as what relevance evaluates (see InterviewTemplate). */
function templateOf(member: Member, sources: InterviewSources): InterviewTemplate {
  const template: InterviewTemplate = { name: member.name };
  const fileName = text(member.output);
  if (fileName !== undefined) template.fileName = fileName;
  const type = text(member.type) ?? 'text';
  if (type === 'text' || type === 'file') {
    const source = text(member.text);
    if (source !== undefined) template.text = source;
  }
  if (type === 'docx') {
    const saved = Array.isArray(member.fields)
      ? (member.fields as unknown[]).flatMap((field) => {
          const { kind, expression } = (field ?? {}) as { kind?: unknown; expression?: unknown };
          return typeof kind === 'string'
            ? [{ kind, expression: typeof expression === 'string' ? expression : '' }]
            : [];
        })
      : null;
    const fields = saved ?? sources.docxFields?.(member) ?? null;
    if (fields && fields.length > 0) template.docxFields = fields;
  }
  if (type === 'pdf' || type === 'pdff') {
    const expressions = (Array.isArray(member.fieldMap) ? (member.fieldMap as unknown[]) : []).flatMap((entry) => {
      const expression = text((entry as { expression?: unknown } | null)?.expression);
      return expression === undefined ? [] : [expression];
    });
    if (expressions.length > 0) template.pdfExpressions = expressions;
  }
  return template;
}

/** The app member of a model by name (case aside). */
export const appMember = (model: ElementState, app: string): Member | undefined =>
  model.members.app.find((member) => member.name.toLowerCase() === app.toLowerCase());

/**
 * What the interview engine needs (templating's InterviewInput) from a model at the version a run uses and one of
 * its apps, by the mapping table of docs/runs.md ("The interview engine"). Pure: the elements the model refers to
 * (object models, tables) come from `sources`. Null when the model has no such app.
 *
 * An app whose app template names no template (a data-entry app, or one whose app template does not compile) asks
 * every question its screens place: with nothing to assemble, automatic relevance would ask nothing at all, so every
 * variable without a condition (and without 'Ignore Usage') is given the condition `true` (docs/decisions.md §20).
 */
export function buildInterviewInput(
  model: ElementState,
  appName: string,
  sources: InterviewSources,
): InterviewInput | null {
  const member = appMember(model, appName);
  if (!member) return null;
  const templates = namedTemplates(member, model.members.template);
  const walk: Walk = { sources, done: new Map(), open: new Set(), askAll: templates.length === 0 };
  const app: InterviewApp = {
    name: member.name,
    label: text(member.label) ?? member.name,
    screens: (Array.isArray(member.screens) ? (member.screens as unknown[]) : []).flatMap((screen) => {
      const name = typeof screen === 'string' ? screen : (screen as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name !== '' ? [name] : [];
    }),
    templates: templates.map((template) => templateOf(template, sources)),
  };
  return { model: modelOf(model, walk), app };
}

/** The elements a model refers to for its interview (object models, recursively, and tables), by id and name. */
export function referencesOf(element: ElementState): string[] {
  const references: string[] = [];
  for (const member of element.members.variable) {
    if (isObjectType(member.type)) {
      if (typeof member.typeDef === 'string' && member.typeDef !== '') references.push(member.typeDef);
      else if (typeof member.typeName === 'string' && member.typeName !== '') references.push(member.typeName);
      const selectFrom = text(member.selectFrom);
      if (selectFrom !== undefined) references.push(referencedName(selectFrom));
    }
    if (member.type === 'selection' && member.typeOfVariable === 'aTable') {
      const reference = text(member.options);
      if (reference !== undefined) references.push(referencedName(reference));
    }
  }
  return references;
}
