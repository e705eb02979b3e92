/**
 * The newest position a records write answered, per workspace: reads send it as X-Min-Position, so a record just
 * saved, deleted or restored is in the next list (read-your-writes, docs/records.md "The records API").
 */
const positions = new Map<string, number>();

export const readPosition = (tenancy: string): number | undefined => positions.get(tenancy);

export function wrotePosition(tenancy: string, position: number | undefined): void {
  if (typeof position === 'number' && position > (positions.get(tenancy) ?? -1)) positions.set(tenancy, position);
}
