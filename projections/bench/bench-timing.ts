/** Small helpers for the storage benchmark: timing, percentiles, a temp folder that is removed. */
export { tempDir } from '../src/testing/temp-dir';

export function seconds(startNs: bigint): number {
  return Number(process.hrtime.bigint() - startNs) / 1e9;
}

export function now(): bigint {
  return process.hrtime.bigint();
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
