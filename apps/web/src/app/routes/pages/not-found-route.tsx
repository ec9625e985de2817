import { NotFoundPage } from '@/features/exception';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
