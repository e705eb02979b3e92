import { EvalContext, EvalFailure } from './eval-context';
import { isEmpty, isPlainObject } from './safe-access';
import { quoted } from './template-compile-error';
import { isTimeZone } from '../filters/date-format';

/** Compiles formula sources; injected by the compiler so that scopes need not import it. */
export type FormulaCompiler = (source: string) => (ctx: EvalContext, scope: Scope) => unknown;
let compileFormula: FormulaCompiler | undefined;
export function setFormulaCompiler(compiler: FormulaCompiler): void {
  compileFormula = compiler;
}

/**
 * The model of an object variable (an object, or each item of a list of objects): its formulas, read as members of
 * the object (`Client.FullName`, `FullName` inside `{[list Witnesses]}`), and the models of its own object fields.
 */
export interface ObjectModel {
  formulas?: Readonly<Record<string, string>>;
  objects?: Readonly<Record<string, ObjectModel>>;
}

export interface ScopeOptions {
  /** Named expressions evaluated lazily, at most once per scope, when something refers to them. */
  formulas?: Record<string, string>;
  /** The models of the record's object variables (object or list of objects), by name: their formulas become members. */
  objects?: Readonly<Record<string, ObjectModel>>;
  /** Locale for long dates: en-US (default), en-CA, en-GB, en-AU. */
  locale?: string;
  /** IANA time zone (the workspace's setting) in which Date values are read: "UTC" (default), "Europe/London"… */
  timeZone?: string;
  /** Names not found in `data` are looked up here. */
  parent?: Scope;
}

type ScopeSettings = {
  formulas?: Readonly<Record<string, string>>;
  objects?: Readonly<Record<string, ObjectModel>>;
  locale?: string;
  timeZone?: string;
};

interface FormulaResult {
  value: unknown;
  unanswered: string[];
}

const hasOwn = Object.prototype.hasOwnProperty;
// Bound once: under tsx and jest an imported function is read through a getter on every call,
// and lookups run for every name of every field.
const isEmptyValue = isEmpty;

/**
 * Where identifiers get their values: record data, formulas, and inside lists the current item
 * (`this`, `_index`, `_index0`, `_parent`), falling back to enclosing scopes.
 */
export class Scope {
  readonly locale: string;
  readonly timeZone: string;
  private readonly props: Record<string, unknown> | undefined;
  private readonly formulas: Readonly<Record<string, string>> | undefined;
  /** The models of this scope's own object fields: a value read under one of these names gets its model. */
  private readonly objectTypes: Readonly<Record<string, ObjectModel>> | undefined;
  /** Which object values have a model, shared by every scope of one record; undefined when no object has one. */
  readonly models: ObjectModels | undefined;
  private formulaCache: Map<string, FormulaResult> | undefined;
  private readonly evaluating: string[] = [];

  constructor(
    /** The value `this` refers to: the record, or the current list item. */
    readonly thisValue: unknown,
    readonly parent: Scope | undefined,
    options: ScopeSettings = {},
    /** Set on list-item scopes. */
    readonly index0?: number,
    /** Set on scopes of a reduce step: the value so far. */
    private readonly result?: { value: unknown },
  ) {
    this.props = isPlainObject(thisValue) ? thisValue : undefined;
    this.formulas = options.formulas;
    this.objectTypes = options.objects;
    this.models = parent?.models ?? (options.objects !== undefined ? new ObjectModels() : undefined);
    this.locale = options.locale ?? parent?.locale ?? 'en-US';
    this.timeZone = options.timeZone ?? parent?.timeZone ?? 'UTC';
  }

  /**
   * The scope of item `index0` of a list evaluated in this scope. (Callers still pass the list; the
   * item's scope no longer needs it, as names fall through to enclosing scopes whatever the list.)
   * `model`: the item's model, for a caller that builds the scope of an item it did not read through
   * the engine; else the model of the list it was read from, if any.
   */
  listItem(item: unknown, index0: number, _list?: readonly unknown[], model?: ObjectModel): Scope {
    const settings = model ? { formulas: model.formulas, objects: model.objects } : this.itemSettings(item);
    return new Scope(item, this, settings, index0);
  }

  /** The scope of one step of a `reduce`: like a list item, plus `_result`. */
  reducerItem(item: unknown, index0: number, result: unknown): Scope {
    return new Scope(item, this, this.itemSettings(item), index0, { value: result });
  }

  /** An item of a list of objects has its model's formulas and object fields in its scope. */
  private itemSettings(item: unknown): ScopeSettings {
    const model = this.models?.modelOf(item);
    return model === undefined ? {} : { formulas: model.formulas, objects: model.objects };
  }

  /**
   * Formula `name` of this scope, evaluated once (the object scopes of ObjectModels: a member read of an object whose
   * model has the formula, while its data has no such member).
   */
  formulaValue(name: string, ctx: EvalContext): unknown {
    return this.formula(name, ctx);
  }

  /** The scope the current list was evaluated in: what `_parent` refers to. */
  parentScope(): Scope | undefined {
    return this.nearest((s) => s.index0 !== undefined)?.parent;
  }

  lookup(name: string, ctx: EvalContext): unknown {
    if (name.charCodeAt(0) === 95 /* _ */) {
      const special = this.special(name);
      if (special !== NOT_SPECIAL) return special;
    }
    const own = this.own(name, ctx);
    if (own !== NOT_FOUND) return own;
    for (let scope = this.parent; scope; scope = scope.parent) {
      const found = scope.own(name, ctx);
      if (found !== NOT_FOUND) return found;
    }
    return undefined;
  }

  /**
   * Like lookup, and notes `name` as unanswered when it is a variable without an answer. A formula
   * is not one: the variables it met without an answer are noted as it is evaluated.
   */
  lookupAnswer(name: string, ctx: EvalContext): unknown {
    if (name.charCodeAt(0) === 95 /* _ */) {
      const special = this.special(name);
      if (special !== NOT_SPECIAL) return special;
    }
    let value = this.own(name, ctx);
    let owner: Scope | undefined = value === NOT_FOUND ? undefined : this;
    for (let scope = this.parent; owner === undefined && scope; scope = scope.parent) {
      value = scope.own(name, ctx);
      if (value !== NOT_FOUND) owner = scope;
    }
    if (owner === undefined) value = undefined;
    if (isEmptyValue(value) && !owner?.isFormula(name)) ctx.noteUnanswered(name);
    return value;
  }

  /** Whether `name` here is a formula's (record data wins over a formula of the same name). */
  private isFormula(name: string): boolean {
    if (this.props !== undefined && hasOwn.call(this.props, name)) return false;
    return this.formulas !== undefined && hasOwn.call(this.formulas, name);
  }

  /** What this scope itself says of `name`: its data or its formula. */
  private own(name: string, ctx: EvalContext): unknown {
    const props = this.props;
    if (props !== undefined && hasOwn.call(props, name)) {
      const value = props[name];
      const types = this.objectTypes;
      if (types !== undefined && value !== null && typeof value === 'object' && hasOwn.call(types, name))
        this.models!.tag(value, types[name], this);
      return value;
    }
    if (this.formulas !== undefined && hasOwn.call(this.formulas, name)) return this.formula(name, ctx);
    // As in yatte: a name the item does not have is looked up on the enclosing items, then the record.
    return NOT_FOUND;
  }

  private special(name: string): unknown {
    const item = this.nearest((s) => s.index0 !== undefined);
    switch (name) {
      case '_index':
        return item ? item.index0! + 1 : undefined;
      case '_index0':
        return item?.index0;
      case '_parent':
        return this.parentScope()?.thisValue;
      case '_result': {
        const reducer = this.nearest((s) => s.result !== undefined);
        return reducer ? reducer.result!.value : undefined;
      }
    }
    return NOT_SPECIAL;
  }

  private nearest(test: (scope: Scope) => boolean): Scope | undefined {
    if (test(this)) return this;
    for (let scope = this.parent; scope; scope = scope.parent) if (test(scope)) return scope;
    return undefined;
  }

  private formula(name: string, ctx: EvalContext): unknown {
    const cached = this.formulaCache?.get(name);
    if (cached) {
      for (const u of cached.unanswered) ctx.noteUnanswered(u);
      return cached.value;
    }
    if (this.evaluating.includes(name)) {
      const cycle = [...this.evaluating.slice(this.evaluating.indexOf(name)), name];
      throw new EvalFailure(`Formula cycle: ${cycle.map(quoted).join(' → ')}`);
    }
    if (!compileFormula) throw new EvalFailure('Formulas are not available');
    let evaluate: ReturnType<FormulaCompiler>;
    try {
      evaluate = compileFormula(this.formulas![name]);
    } catch (error) {
      throw new EvalFailure(`Formula ${quoted(name)}: ${(error as Error).message}`);
    }
    const outer = ctx.unanswered;
    ctx.unanswered = [];
    this.evaluating.push(name);
    try {
      const value = evaluate(ctx, this);
      const result = { value, unanswered: ctx.unanswered };
      (this.formulaCache ??= new Map()).set(name, result);
      return value;
    } finally {
      this.evaluating.pop();
      const inner = ctx.unanswered;
      ctx.unanswered = outer;
      for (const u of inner) ctx.noteUnanswered(u);
    }
  }
}

/**
 * The object values of one record that have a model (`Client`, each item of `Witnesses`, `Client.Spouse`), each
 * tagged the first time it is read under a name whose model is known: the data stays plain, and a member the data
 * lacks is looked up in the model's formulas, evaluated in the object's own scope, at most once per object (its
 * scope's cache and cycle check are those of the record's formulas).
 */
export class ObjectModels {
  private readonly objects = new WeakMap<object, { model: ObjectModel; parent: Scope; scope?: Scope }>();
  private readonly lists = new WeakSet<object>();

  tag(value: object, model: ObjectModel, parent: Scope): void {
    if (Array.isArray(value)) {
      if (this.lists.has(value)) return;
      this.lists.add(value);
      for (const item of value)
        if (item !== null && typeof item === 'object' && !this.objects.has(item))
          this.objects.set(item, { model, parent });
    } else if (!this.objects.has(value)) this.objects.set(value, { model, parent });
  }

  modelOf(value: unknown): ObjectModel | undefined {
    return value !== null && typeof value === 'object' ? this.objects.get(value)?.model : undefined;
  }

  /** The scope in which `of`'s model evaluates formula `key`; undefined when `key` is no formula of a tagged object. */
  formulaScope(of: unknown, key: unknown): Scope | undefined {
    if (of === null || typeof of !== 'object' || typeof key !== 'string') return undefined;
    const entry = this.objects.get(of);
    const formulas = entry?.model.formulas;
    if (entry === undefined || formulas === undefined || !hasOwn.call(formulas, key)) return undefined;
    return (entry.scope ??= new Scope(of, entry.parent, { formulas, objects: entry.model.objects }));
  }

  /** `value`, read as member `key` of `of`, gets its model when `of`'s model gives one for `key`. */
  follow(of: unknown, key: unknown, value: unknown): void {
    if (value === null || typeof value !== 'object' || of === null || typeof of !== 'object') return;
    if (typeof key !== 'string') return;
    const entry = this.objects.get(of);
    const types = entry?.model.objects;
    if (entry === undefined || types === undefined || !hasOwn.call(types, key)) return;
    const scope = (entry.scope ??= new Scope(of, entry.parent, {
      formulas: entry.model.formulas,
      objects: types,
    }));
    this.tag(value, types[key], scope);
  }
}

const NOT_SPECIAL = Symbol('not special');
const NOT_FOUND = Symbol('not found');

/** The scope of a record. Throws on a time zone the runtime does not know: a setting to correct, not to guess. */
export function createScope(data: Record<string, unknown>, options: ScopeOptions = {}): Scope {
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone))
    throw new RangeError(`Unknown time zone '${options.timeZone}'`);
  return new Scope(data, options.parent, {
    formulas: options.formulas,
    objects: options.objects,
    locale: options.locale,
    timeZone: options.timeZone,
  });
}
