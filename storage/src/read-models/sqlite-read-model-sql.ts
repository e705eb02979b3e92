import type { CheckedSort, FilterNode } from './read-model-query';
import type { Scalar } from './read-model-store.port';

/*
 * SQL for the SQLite read-model store. Identifiers are built only from names that passed
 * assertCollectionName/assertFieldName (no double quotes possible); values are always bound.
 */

export const FOLD_FUNCTION = 'rm_fold';

/** Case folding for `contains`: JavaScript's toLowerCase folds all of Unicode, SQLite's lower() only ASCII. */
export function foldCase(value: unknown): string | null {
  return typeof value === 'string' ? value.toLowerCase() : null;
}

export function tableName(collection: string): string {
  return `"rm_${collection}"`;
}

export function columnName(field: string): string {
  return field === '_id' ? 'id' : `"f:${field}"`;
}

export function indexName(collection: string, field: string): string {
  return `"rm_${collection}:${field}"`;
}

/** Generated, not stored: the index holds the values, the table stays one JSON column. */
export function addColumnSql(collection: string, field: string): string {
  return `ALTER TABLE ${tableName(collection)} ADD COLUMN ${columnName(field)} GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`;
}

/** Field names are identifiers joined by dots, so `+` cannot occur in them: the name is unambiguous. */
export function compoundIndexName(collection: string, fields: readonly string[]): string {
  return `"rm_${collection}:${fields.join('+')}"`;
}

export function createCompoundIndexSql(collection: string, fields: readonly string[]): string {
  return `CREATE INDEX IF NOT EXISTS ${compoundIndexName(collection, fields)} ON ${tableName(collection)} (${fields.map(columnName).join(', ')})`;
}

export function createIndexSql(collection: string, field: string, unique: boolean): string {
  return `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${indexName(collection, field)} ON ${tableName(collection)} (${columnName(field)})`;
}

/** better-sqlite3 refuses to bind booleans; JSON true/false come out of json_extract as 1/0. */
function bindable(value: Scalar): string | number | null {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

export interface SqlFragment {
  sql: string;
  params: (string | number | null)[];
}

const RANGE_SQL = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

export function whereSql(node: FilterNode): SqlFragment {
  if (node.kind === 'and' || node.kind === 'or') {
    if (node.items.length === 0) return { sql: node.kind === 'and' ? '1' : '0', params: [] };
    const parts = node.items.map(whereSql);
    return {
      sql: parts.map((p) => `(${p.sql})`).join(node.kind === 'and' ? ' AND ' : ' OR '),
      params: parts.flatMap((p) => p.params),
    };
  }
  const col = columnName(node.field);
  const value = node.value;
  switch (node.op) {
    case 'eq':
      return value === null
        ? { sql: `${col} IS NULL`, params: [] }
        : { sql: `${col} = ?`, params: [bindable(value as Scalar)] };
    case 'ne':
      return { sql: `${col} IS NOT ?`, params: [bindable(value as Scalar)] };
    case 'in': {
      const values = value as Scalar[];
      const present = values.filter((v) => v !== null).map(bindable);
      const parts: string[] = [];
      if (present.length > 0) parts.push(`${col} IN (${present.map(() => '?').join(', ')})`);
      if (present.length < values.length) parts.push(`${col} IS NULL`);
      return { sql: parts.length > 0 ? parts.join(' OR ') : '0', params: present };
    }
    case 'contains':
      return { sql: `instr(${FOLD_FUNCTION}(${col}), ?) > 0`, params: [foldCase(value) ?? ''] };
    case 'notContains':
      return { sql: `(${col} IS NULL OR instr(${FOLD_FUNCTION}(${col}), ?) = 0)`, params: [foldCase(value) ?? ''] };
    default:
      return { sql: `${col} ${RANGE_SQL[node.op]} ?`, params: [bindable(value as Scalar)] };
  }
}

/** The id breaks ties so that paging through equal sort keys is stable. */
export function orderBySql(sort: CheckedSort[]): string {
  const terms = sort.map((s) => `${columnName(s.field)} ${s.direction === 'asc' ? 'ASC' : 'DESC'}`);
  if (!sort.some((s) => s.field === '_id')) terms.push('id ASC');
  return `ORDER BY ${terms.join(', ')}`;
}
