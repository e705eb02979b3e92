/**
 * The cells that just appeared (INTERVIEW §5): after a committed answer, the visible cells of this screen that were
 * not visible before are highlighted briefly and a polite live region says how many questions appeared.
 */
export function newCellIds(before: ReadonlySet<string> | undefined, now: ReadonlySet<string>): string[] {
  // The first render of a screen shows what it shows: nothing is new yet.
  if (!before) return [];
  return [...now].filter((id) => !before.has(id));
}

/** "1 new question below", "2 new questions below"; nothing when none. */
export function newQuestionsMessage(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 new question below' : `${count} new questions below`;
}
