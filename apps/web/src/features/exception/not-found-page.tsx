import { ExceptionView } from './exception-view';

export function NotFoundPage() {
  return <ExceptionView status="404" withRetry />;
}
