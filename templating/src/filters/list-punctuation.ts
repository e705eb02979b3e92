/** Punctuation between list items, learned from an example such as "1, 2, and 3". */
export interface ListPunctuation {
  between: string;
  /** Before the last item when there are three or more. */
  last2: string;
  /** Between the items when there are exactly two. */
  only2: string;
  suffix: string;
}

const punctuated = new WeakMap<readonly unknown[], ListPunctuation>();

/** Reads an example the way Knackly does: the text between 1 and 2, between 2 and 3, and after 3. */
export function parseListExample(example: string): ListPunctuation | undefined {
  const p1 = example.indexOf('1');
  const p2 = example.indexOf('2');
  const p3 = example.indexOf('3');
  if (p1 < 0 || p2 <= p1) return undefined;
  const between = example.slice(p1 + 1, p2);
  if (p3 <= p2) return { between, last2: between, only2: between, suffix: example.slice(p2 + 1) };
  const last2 = example.slice(p2 + 1, p3);
  // With a serial comma ("1, 2, and 3") two items take no comma: "1 and 2".
  const only2 = last2 !== between && last2.startsWith(between) ? last2.slice(between.trimEnd().length) : last2;
  return { between, last2, only2, suffix: example.slice(p3 + 1) };
}

/** A copy of `list` that carries punctuation (the original may be the record's own array). */
export function withPunctuation(list: readonly unknown[], punctuation: ListPunctuation): unknown[] {
  const copy = [...list];
  punctuated.set(copy, punctuation);
  return copy;
}

export function punctuationOf(list: readonly unknown[]): ListPunctuation | undefined {
  return punctuated.get(list);
}

/** The text that follows item `index0` of `list`: between-items punctuation, or the suffix after the last. */
export function punctuationAfter(list: readonly unknown[], index0: number): string {
  const punc = punctuated.get(list);
  if (!punc) return '';
  const last = list.length - 1;
  if (index0 === last) return punc.suffix;
  if (index0 === last - 1) return index0 === 0 ? punc.only2 : punc.last2;
  return punc.between;
}
