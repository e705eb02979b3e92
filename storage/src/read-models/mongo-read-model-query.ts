import type { Document, Filter as MongoFilter, Sort } from 'mongodb';
import type { CheckedSort, FilterNode } from './read-model-query';
import type { Doc, IndexType } from './read-model-store.port';

/** Input is matched literally: every regex metacharacter is escaped. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const OPERATOR = { eq: '$eq', ne: '$ne', in: '$in', gt: '$gt', gte: '$gte', lt: '$lt', lte: '$lte' } as const;

export function mongoFilter(node: FilterNode): MongoFilter<Doc> {
  if (node.kind === 'and') return node.items.length === 0 ? {} : { $and: node.items.map(mongoFilter) };
  // MongoDB refuses an empty $or; an empty `or` matches nothing, as in SQL.
  if (node.kind === 'or') return node.items.length === 0 ? { _id: { $in: [] } } : { $or: node.items.map(mongoFilter) };
  if (node.op === 'contains') return { [node.field]: { $regex: escapeRegex(node.value as string), $options: 'i' } };
  // $not over a regex also matches documents where the field is null or missing, as the port says.
  if (node.op === 'notContains')
    return { [node.field]: { $not: { $regex: escapeRegex(node.value as string), $options: 'i' } } };
  return { [node.field]: { [OPERATOR[node.op]]: node.value } };
}

/** The id breaks ties so that paging through equal sort keys is stable (same as the SQLite store). */
export function mongoSort(sort: CheckedSort[]): Sort {
  const out: Record<string, 1 | -1> = {};
  for (const s of sort) out[s.field] = s.direction === 'asc' ? 1 : -1;
  if (!('_id' in out)) out._id = 1;
  return out;
}

/** Unique values are enforced only where the field holds a value, so documents without it do not collide. */
export function uniquePartialFilter(field: string, type: IndexType): Document {
  const bsonType = { text: 'string', number: 'number', boolean: 'bool', date: 'string' }[type];
  return { [field]: { $type: bsonType } };
}
