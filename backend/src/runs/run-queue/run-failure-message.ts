import type { RunState } from '../run.state';

/** A failed run's `error` as the app result says it: "Template 'Letter': unknown filter 'x'" (contract §4). */
export function runFailureMessage(run: Pick<RunState, 'failure'>): string {
  if (!run.failure) return '';
  const { template, reason } = run.failure;
  return template ? `Template '${template}': ${reason}` : reason;
}
