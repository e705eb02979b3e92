/** A record as the duplicates wizard compares it: its id, when it was created, and its key variable's value. */
export interface KeyedRecord {
  recordId: string;
  createdAt: string;
  value: unknown;
}

export interface Duplicates {
  /** Records whose key value another record shares (002 §8 '{n} records were found matching by "{key}"'). */
  count: number;
  /** What a clear deletes: every record of a group but its oldest. */
  extra: string[];
}

/**
 * The value records are grouped by: text compared trimmed and case-insensitively ("ACME " and "acme" are one
 * customer), other values by their JSON; an empty value matches nothing (records without a key are not
 * duplicates of each other).
 */
export function keyOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === '' ? null : `t:${text}`;
  }
  if (Array.isArray(value) && value.length === 0) return null;
  return `j:${JSON.stringify(value)}`;
}

const oldestFirst = (a: KeyedRecord, b: KeyedRecord) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.recordId < b.recordId ? -1 : 1;

/** Groups records by their key value; in each group of two or more, all but the oldest are duplicates. */
export function findDuplicates(records: readonly KeyedRecord[]): Duplicates {
  const groups = new Map<string, KeyedRecord[]>();
  for (const record of records) {
    const key = keyOf(record.value);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  let count = 0;
  const extra: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    count += group.length;
    extra.push(
      ...[...group]
        .sort(oldestFirst)
        .slice(1)
        .map((record) => record.recordId),
    );
  }
  return { count, extra };
}
