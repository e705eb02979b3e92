import { lazy, Suspense, useMemo, useState, type ComponentType, type JSX } from 'react';
import { LoadingPage } from '../components/ui/full-page-message';
import { RouteErrorBoundary } from './route-error-boundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A code-split route: 'Loading...' while its chunk arrives. React.lazy remembers a failed import forever, so
 * Retry builds a new lazy component, which calls the import again.
 */
export function lazyRoute<P extends object>(load: Loader<P>): ComponentType<P> {
  return function LazyRoute(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Keyed on the attempt: each Retry must create a new lazy component.
    const Route = useMemo(() => lazy(load), [attempt]);
    return (
      <RouteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<LoadingPage />}>
          <Route {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}
