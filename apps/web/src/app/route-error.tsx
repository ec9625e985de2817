import { ExceptionView } from '@/features/exception';

/**
 * What a route shows when its page fails to load or throws while rendering: the 500 page with a
 * retry, in place of the page (the navbar and menu stay), never a blank screen.
 */
export function RouteError() {
  return <ExceptionView status="500" withRetry />;
}
