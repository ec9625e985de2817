import { ForbiddenPage } from '@/features/exception';

export function ForbiddenRoute() {
  return <ForbiddenPage />;
}
