import { lazy, Suspense, useMemo, useState, type ComponentType, type JSX } from 'react';
import { LoadingPage } from '../components/ui/full-page-message';
import { RouteErrorBoundary } from './route-error-boundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A retried import: the import is called again; if it fails again, the page is reloaded. Some browsers (Debian's
 * Chromium 150) keep a failed module fetch in their module map for the page's life, so importing the same chunk
 * again fails without asking the server; a reload starts a new module map and fetches the chunk afresh.
 */
export function retried<T>(load: () => Promise<T>, reload: () => void): () => Promise<T> {
  return () =>
    load().catch(() => {
      reload();
      // The page is going away: stay in 'Loading...' until it does.
      return new Promise<T>(() => undefined);
    });
}

/**
 * A code-split route: 'Loading...' while its chunk arrives. React.lazy remembers a failed import forever, so
 * Retry builds a new lazy component, which calls the import again (and reloads the page if that fails too).
 */
export function lazyRoute<P extends object>(load: Loader<P>): ComponentType<P> {
  return function LazyRoute(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Keyed on the attempt: each Retry must create a new lazy component.
    const Route = useMemo(() => lazy(attempt === 0 ? load : retried(load, () => window.location.reload())), [attempt]);
    return (
      <RouteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<LoadingPage />}>
          <Route {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}
