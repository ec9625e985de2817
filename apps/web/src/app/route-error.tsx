import { lazy, Suspense } from 'react';
import { TopProgress } from '@/components/top-progress';

// Loaded only when a page fails: the result illustrations stay out of the first screen.
const ExceptionView = lazy(() => import('@/features/exception').then((m) => ({ default: m.ExceptionView })));

/**
 * What a route shows when its page fails to load or throws while rendering: the 500 page with a
 * retry, in place of the page (the navbar and menu stay), never a blank screen.
 */
export function RouteError() {
  return (
    <Suspense fallback={<TopProgress active />}>
      <ExceptionView status="500" withRetry />
    </Suspense>
  );
}
