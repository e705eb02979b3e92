/**
 * The newest position a run write (a finish) answered, per workspace: the app result is read with it as
 * X-Min-Position, so the run just started is what the next read shows (read-your-writes).
 */
const positions = new Map<string, number>();

export const runPosition = (tenancy: string): number | undefined => positions.get(tenancy);

export function wroteRunPosition(tenancy: string, position: number | undefined): void {
  if (typeof position === 'number' && position > (positions.get(tenancy) ?? -1)) positions.set(tenancy, position);
}
