import { ExceptionView } from './exception-view';

export function ForbiddenPage() {
  return <ExceptionView status="403" />;
}
