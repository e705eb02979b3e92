import type { InterviewModel, InterviewVariable } from './interview.types';

/**
 * The answers as the engine reads them for relevance, noting every path it reads: `Name`, `Client.Name`,
 * `Kids[1].Age`. A path read is one whose answer the evaluation depends on, answered or not: reading an empty
 * answer is what the engine's unanswered list reports, and reading an answered one is what keeps the question shown
 * once answered (it would be unanswered without its answer). The engine's own evaluator does the reading; this only
 * watches, through proxies that look like the plain data the engine accepts (only own data properties are read, see
 * safe-access), so text, Word and PDF fields, formulas and list filters are all covered without a second evaluator.
 *
 * A single object variable without an answer reads as an empty object, so that `Client.Name` is read (and asked)
 * while nothing of Client is answered yet; a missing list reads as it is (a list of no items asks nothing).
 */
export class AnswerReads {
  readonly paths = new Set<string>();
  /** Off while formulas are evaluated only for their values: that use changes no document. */
  recording = true;
  private readonly raw = new WeakMap<object, unknown>();

  /** The answers to evaluate over, for a model. */
  watch(answers: Readonly<Record<string, unknown>>, model: InterviewModel): Record<string, unknown> {
    return this.object(answers, model, '');
  }

  /** The plain value behind a watched one (formula values are handed out plain). */
  plain(value: unknown, depth = 0): unknown {
    if (value === null || typeof value !== 'object' || depth > 100) return value;
    const raw = this.raw.get(value);
    if (raw !== undefined) return raw;
    if (Array.isArray(value)) return value.map((item) => this.plain(item, depth + 1));
    // A record a formula built may hold watched values.
    if (isPlainData(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.plain(item, depth + 1)]));
    return value;
  }

  private note(path: string): void {
    if (this.recording) this.paths.add(path);
  }

  private object(
    data: Readonly<Record<string, unknown>>,
    model: InterviewModel | undefined,
    prefix: string,
  ): Record<string, unknown> {
    const variables = new Map<string, InterviewVariable>(model?.variables.map((variable) => [variable.name, variable]));
    const children = new Map<string, unknown>();
    const child = (key: string): { found: boolean; value: unknown } => {
      if (children.has(key)) return { found: true, value: children.get(key) };
      const descriptor = Object.getOwnPropertyDescriptor(data, key);
      const variable = variables.get(key);
      const path = prefix + key;
      let value: unknown;
      if (descriptor && 'value' in descriptor) value = this.wrap(descriptor.value, variable, path);
      else if (isSingleObject(variable)) value = this.object({}, variable?.model, `${path}.`);
      else return { found: false, value: undefined };
      children.set(key, value);
      return { found: true, value };
    };
    // The target is an empty extensible object: every property reported is configurable, as the proxy rules require.
    const proxy = new Proxy<Record<string, unknown>>(
      {},
      {
        getOwnPropertyDescriptor: (_target, key) => {
          if (typeof key !== 'string') return undefined;
          this.note(prefix + key);
          const { found, value } = child(key);
          return found ? { value, writable: false, enumerable: true, configurable: true } : undefined;
        },
        get: (_target, key) => {
          if (typeof key !== 'string') return undefined;
          this.note(prefix + key);
          return child(key).value;
        },
        has: (_target, key) => typeof key === 'string' && child(key).found,
        ownKeys: () => {
          const keys = Object.keys(data);
          for (const variable of variables.values())
            if (isSingleObject(variable) && !keys.includes(variable.name)) keys.push(variable.name);
          return keys;
        },
        getPrototypeOf: () => Object.prototype,
        set: () => false,
        defineProperty: () => false,
        deleteProperty: () => false,
      },
    );
    this.raw.set(proxy, data);
    return proxy;
  }

  private wrap(value: unknown, variable: InterviewVariable | undefined, path: string): unknown {
    if (Array.isArray(value)) {
      const items = value.map((item, index) => this.wrap(item, variable, `${path}[${index}]`));
      this.raw.set(items, value);
      return items;
    }
    if (isPlainData(value)) return this.object(value, variable?.model, `${path}.`);
    return value;
  }
}

const isSingleObject = (variable: InterviewVariable | undefined) =>
  variable !== undefined && variable.isList !== true && (variable.type === 'object' || variable.type === 'global');

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
