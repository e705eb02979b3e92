/**
 * 001 §2 member list selection: a click selects one member, ctrl/meta-click adds or removes one, shift-click
 * selects the range from the last clicked member. Pure, over the list's order of ids.
 */
export interface Selection {
  ids: readonly string[];
  /** Where a shift-click range starts. */
  anchor?: string;
}

export function clickSelection(
  selection: Selection,
  order: readonly string[],
  id: string,
  modifiers: { toggle: boolean; range: boolean },
): Selection {
  if (modifiers.range && selection.anchor !== undefined && order.includes(selection.anchor)) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    const [start, end] = from <= to ? [from, to] : [to, from];
    return { ids: order.slice(start, end + 1), anchor: selection.anchor };
  }
  if (modifiers.toggle) {
    const ids = selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id];
    return { ids, anchor: id };
  }
  return { ids: [id], anchor: id };
}

/** 001 §2: Set key / Clear key applies to variables that are not external, not lists, and of a key type. */
const KEY_TYPES = new Set(['text', 'number', 'date']);
export const canBeKey = (member: Readonly<Record<string, unknown>>) =>
  member.isExternal !== true && member.isList !== true && KEY_TYPES.has(String(member.type));

/**
 * 001 §4 "Set key": if the element's key is another member, this member becomes the key (with its type as
 * keyType); if it is already the key, the key is cleared.
 */
export function keyChange(
  element: Readonly<Record<string, unknown>>,
  member: { name: string; type?: unknown },
): { key: string | null; keyType: string | null } {
  return element.key === member.name
    ? { key: null, keyType: null }
    : { key: member.name, keyType: typeof member.type === 'string' ? member.type : 'text' };
}
