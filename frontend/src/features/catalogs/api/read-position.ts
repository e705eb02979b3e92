/**
 * The newest position a catalogs command answered, per workspace: reads send it as X-Min-Position, so what an
 * administrator just saved is what the next read shows (read-your-writes).
 */
const positions = new Map<string, number>();

export const readPosition = (tenancy: string): number | undefined => positions.get(tenancy);

export function wrotePosition(tenancy: string, position: number | undefined): void {
  if (typeof position === 'number' && position > (positions.get(tenancy) ?? -1)) positions.set(tenancy, position);
}
