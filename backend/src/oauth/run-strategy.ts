import type { Request } from 'express';
import type { Strategy } from 'passport';

export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail'; message: string }
  | { kind: 'error'; error: unknown };

/**
 * Runs one passport strategy for one request and reports what it decided, the way passport's own
 * middleware drives it, but without sessions or a global passport instance: the caller decides
 * what to answer (redirect to the provider, sign the user in, or show an error).
 */
export function runStrategy(
  strategy: Strategy,
  req: Request,
  options: Record<string, unknown>,
): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const run = Object.create(strategy) as Strategy & {
      redirect(url: string): void;
      success(user: unknown): void;
      fail(challenge?: unknown): void;
      error(error: unknown): void;
      pass(): void;
    };
    run.redirect = (url) => resolve({ kind: 'redirect', url });
    run.success = (user) => resolve({ kind: 'success', user });
    run.fail = (challenge) => resolve({ kind: 'fail', message: failMessage(challenge) });
    run.error = (error) => resolve({ kind: 'error', error });
    run.pass = () => resolve({ kind: 'fail', message: 'The provider did not answer.' });
    try {
      // passport's types model the strategy after passport decorated it; this object is that decoration.
      (run.authenticate as (this: unknown, req: Request, options: object) => void).call(run, req, options);
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}

function failMessage(challenge: unknown): string {
  if (typeof challenge === 'string') return challenge;
  if (challenge && typeof challenge === 'object' && 'message' in challenge) return String(challenge.message);
  return 'Sign-in was not completed.';
}
