/** What the scoping check needs of a field: where it is, the lists around it and the names it reads. */
export interface ScopedField {
  position: number;
  /** Expressions of the lists the field sits in, outermost first. */
  lists: string[];
  /** Names read in the field's own scope (the current item inside a list). */
  scopeIdentifiers: string[];
  /** Names read per item by list filters (`Kids|filter:Age > 3`), with the lists they run over. */
  itemIdentifiers: { name: string; lists: string[] }[];
  /** Names read through `_parent`: outside the list. */
  parentIdentifiers: { name: string }[];
}

export interface TemplateWarning {
  message: string;
  position: number;
}

/**
 * Names whose meaning changed with yatte's scoping. Inside a list a name is now read on the current
 * item, then on the enclosing items, then on the record; before, an item without a field that other
 * items had left it unanswered. The two differ only for a name that is both a field of the items and
 * a name outside the list, which is what a template shows by using it in both places: such names are
 * reported once per list, so the author can check them (and write `this.Age` to keep the item's).
 */
export function scopingWarnings(fields: readonly ScopedField[]): TemplateWarning[] {
  const outside = new Set<string>();
  for (const field of fields) {
    if (field.lists.length === 0) for (const name of field.scopeIdentifiers) outside.add(name);
    for (const parent of field.parentIdentifiers) outside.add(parent.name);
  }
  const warnings: TemplateWarning[] = [];
  const seen = new Set<string>();
  const warn = (name: string, list: string, position: number) => {
    const key = `${name}\u0000${list}`;
    if (!outside.has(name) || seen.has(key)) return;
    seen.add(key);
    warnings.push({
      message:
        `'${name}' inside the list ${list} is also used outside it: an item without its own ${name} now ` +
        `shows the one outside (write this.${name} to keep the item's)`,
      position,
    });
  };
  for (const field of fields) {
    const list = field.lists[field.lists.length - 1];
    if (list !== undefined) for (const name of field.scopeIdentifiers) warn(name, list, field.position);
    for (const item of field.itemIdentifiers) warn(item.name, item.lists[item.lists.length - 1], field.position);
  }
  return warnings;
}
