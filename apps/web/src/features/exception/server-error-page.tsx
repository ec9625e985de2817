import { ExceptionView } from './exception-view';

export function ServerErrorPage() {
  return <ExceptionView status="500" />;
}
