/**
 * Paths of answers as the interview engine writes them (templating's relevance and validateAll): `Name`,
 * `Client.Name`, `Kids[0].Age` (list items from 0, as the engine numbers them), and the ids of their inputs.
 */

/** The path of a field of an object (`Client` + `Name`), or of the record (`''` + `Name`). */
export const fieldPath = (prefix: string, name: string) => prefix + name;

/** The prefix of an object's fields: `Client.`. */
export const objectPrefix = (path: string) => `${path}.`;

/** The prefix of a list item's fields: `Kids[0].`. */
export const itemPrefix = (path: string, index: number) => `${path}[${index}].`;

/**
 * The id of a question's input: `q-` and the path with `[`, `]` and `.` made `-` (`Kids[0].Age` → `q-Kids-0--Age`).
 * The page's error summary links to it, so both sides build it here.
 */
export const fieldId = (path: string) => `q-${path.replace(/[[\].]/g, '-')}`;

type Step = string | number;

/** `Kids[0].Age` → ['Kids', 0, 'Age']. */
export function pathSteps(path: string): Step[] {
  const steps: Step[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      steps.push(part);
      continue;
    }
    if (match[1] !== '') steps.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]));
  }
  return steps;
}

/** The answer at a path, or undefined when any step is missing. */
export function answerAt(answers: unknown, path: string): unknown {
  let value: unknown = answers;
  for (const step of pathSteps(path)) {
    if (value === null || typeof value !== 'object') return undefined;
    if (typeof step === 'number') {
      if (!Array.isArray(value)) return undefined;
      value = value[step];
    } else {
      if (Array.isArray(value) || !Object.hasOwn(value, step)) return undefined;
      value = (value as Record<string, unknown>)[step];
    }
  }
  return value;
}

/** A copy of `answers` with `value` at `path`, the objects and lists on the way copied (never changed in place). */
export function withAnswerAt<T>(answers: T, path: string, value: unknown): T {
  const steps = pathSteps(path);
  const put = (container: unknown, at: number): unknown => {
    if (at === steps.length) return value;
    const step = steps[at];
    if (typeof step === 'number') {
      const list = Array.isArray(container) ? [...(container as unknown[])] : [];
      while (list.length < step) list.push({});
      list[step] = put(list[step], at + 1);
      return list;
    }
    const object =
      container !== null && typeof container === 'object' && !Array.isArray(container)
        ? { ...(container as Record<string, unknown>) }
        : {};
    object[step] = put(object[step], at + 1);
    return object;
  };
  return put(answers, 0) as T;
}
