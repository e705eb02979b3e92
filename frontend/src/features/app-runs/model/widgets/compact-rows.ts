/**
 * The grid rows the visible cells sit on, numbered 1..n without gaps. A row whose cells are all hidden would
 * otherwise stay in the grid as an empty track, and its row gap would show as a double space where a question
 * disappeared (INTERVIEW §4: the page closes up around what is not asked).
 */
export function compactRows(rows: readonly number[]): Map<number, number> {
  const used = [...new Set(rows)].sort((a, b) => a - b);
  return new Map(used.map((row, index) => [row, index + 1]));
}
