import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './toaster-store';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster when the first toast is created; the store keeps that toast until then. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
