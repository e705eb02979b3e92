/**
 * A word-level diff for texts compared side by side (the designer's History compare view, the records History
 * dialog): both texts are split into words, runs of whitespace and single punctuation marks, and the longest
 * common subsequence of those tokens is kept; the rest is deleted from the first text or inserted into the
 * second. Whitespace is kept, so the segments joined give back each text exactly.
 */

export type DiffOp = 'same' | 'del' | 'ins';

export interface DiffSegment {
  op: DiffOp;
  text: string;
}

/** Words (letters, digits, underscores, in any script), runs of whitespace, and every other character alone. */
const TOKEN = /[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu;

export const tokenize = (text: string): string[] => text.match(TOKEN) ?? [];

/**
 * Above this many cells (tokens × tokens, after the common start and end are set aside) the comparison is made
 * line by line instead, and above it again the middle is shown as replaced whole: a template of thousands of
 * words must not freeze the page.
 */
export const MAX_CELLS = 4_000_000;

/** The longest common subsequence of two token lists, as segments (dynamic programming on a flat table). */
function lcsSegments(a: readonly string[], b: readonly string[]): DiffSegment[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // lengths[i * width + j]: the LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
  const segments: DiffSegment[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      segments.push({ op: 'same', text: a[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      segments.push({ op: 'del', text: a[i++] });
    } else {
      segments.push({ op: 'ins', text: b[j++] });
    }
  }
  while (i < n) segments.push({ op: 'del', text: a[i++] });
  while (j < m) segments.push({ op: 'ins', text: b[j++] });
  return segments;
}

/** Splits into lines, each keeping its line break, so that line tokens join back to the text. */
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** The common start and end of two lists, and their differing middles. */
function trim(a: readonly string[], b: readonly string[]) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return {
    head: a.slice(0, start),
    middleA: a.slice(start, a.length - end),
    middleB: b.slice(start, b.length - end),
    tail: a.slice(a.length - end),
  };
}

const kept = (texts: readonly string[]) => texts.map((text): DiffSegment => ({ op: 'same', text }));

/** Word by word; `undefined` when the differing middles are too large for that. */
function diffWords(before: string, after: string): DiffSegment[] | undefined {
  const { head, middleA, middleB, tail } = trim(tokenize(before), tokenize(after));
  if (middleA.length * middleB.length > MAX_CELLS) return undefined;
  return [...kept(head), ...lcsSegments(middleA, middleB), ...kept(tail)];
}

/**
 * Line by line, for texts too long to compare word by word; each changed stretch of lines is then compared
 * word by word when it is small enough, and with too many lines even for this the middle is replaced whole.
 */
function diffLines(before: string, after: string): DiffSegment[] {
  const { head, middleA, middleB, tail } = trim(lines(before), lines(after));
  if (middleA.length * middleB.length > MAX_CELLS)
    return [...kept(head), { op: 'del', text: middleA.join('') }, { op: 'ins', text: middleB.join('') }, ...kept(tail)];
  const out: DiffSegment[] = [...kept(head)];
  let dels: string[] = [];
  let ins: string[] = [];
  const flush = () => {
    const refined = dels.length > 0 && ins.length > 0 ? diffWords(dels.join(''), ins.join('')) : undefined;
    if (refined) out.push(...refined);
    else
      out.push(
        ...dels.map((text): DiffSegment => ({ op: 'del', text })),
        ...ins.map((text): DiffSegment => ({ op: 'ins', text })),
      );
    dels = [];
    ins = [];
  };
  for (const segment of lcsSegments(middleA, middleB)) {
    if (segment.op === 'del') dels.push(segment.text);
    else if (segment.op === 'ins') ins.push(segment.text);
    else {
      flush();
      out.push(segment);
    }
  }
  flush();
  return [...out, ...kept(tail)];
}

/**
 * A run of whitespace alone between two changes reads better as part of the change ("a b" → "c d" is one
 * replacement, not two with a kept space between).
 */
function absorbLoneSpaces(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  segments.forEach((segment, index) => {
    const before = segments[index - 1];
    const after = segments[index + 1];
    if (
      segment.op === 'same' &&
      /^\s+$/.test(segment.text) &&
      before &&
      after &&
      before.op !== 'same' &&
      after.op !== 'same'
    ) {
      out.push({ op: 'del', text: segment.text }, { op: 'ins', text: segment.text });
    } else {
      out.push(segment);
    }
  });
  return out;
}

/** Joins neighbouring segments of one kind, deletions before insertions within a changed stretch. */
function merge(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  let dels = '';
  let ins = '';
  const flush = () => {
    if (dels) out.push({ op: 'del', text: dels });
    if (ins) out.push({ op: 'ins', text: ins });
    dels = '';
    ins = '';
  };
  for (const segment of segments) {
    if (segment.op === 'del') dels += segment.text;
    else if (segment.op === 'ins') ins += segment.text;
    else {
      flush();
      const last = out.at(-1);
      if (last?.op === 'same') last.text += segment.text;
      else out.push({ ...segment });
    }
  }
  flush();
  return out;
}

/** The word diff of two texts: kept, deleted and inserted stretches in reading order. */
export function wordDiff(before: string, after: string): DiffSegment[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  return merge(absorbLoneSpaces(diffWords(before, after) ?? diffLines(before, after)));
}

/** The earlier text's side (kept and deleted) and the later text's side (kept and inserted), for side by side. */
export function sides(segments: readonly DiffSegment[]): { before: DiffSegment[]; after: DiffSegment[] } {
  return {
    before: segments.filter((segment) => segment.op !== 'ins'),
    after: segments.filter((segment) => segment.op !== 'del'),
  };
}
