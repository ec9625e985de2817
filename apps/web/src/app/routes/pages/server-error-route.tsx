import { ServerErrorPage } from '@/features/exception';

export function ServerErrorRoute() {
  return <ServerErrorPage />;
}
