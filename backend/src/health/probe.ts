import { settlesWithin } from '../shared/async/settles-within';

export type ProbeResult = 'ok' | 'failed' | `no answer within ${number} ms`;

/**
 * Runs one read against an engine, bounded: a server that hangs (a lost network, a stuck primary)
 * fails the check after `timeoutMs` instead of holding the health answer. The read is not cancelled;
 * it is cheap and ends on its own.
 */
export async function probe(
  read: () => Promise<unknown>,
  timeoutMs: number,
): Promise<{ result: ProbeResult; error?: unknown }> {
  const attempt = Promise.resolve()
    .then(read)
    .then(
      () => ({ result: 'ok' as const }),
      (error: unknown) => ({ result: 'failed' as const, error }),
    );
  if (await settlesWithin(attempt, timeoutMs)) return attempt;
  const result = `no answer within ${timeoutMs} ms` as const;
  return { result, error: result };
}
