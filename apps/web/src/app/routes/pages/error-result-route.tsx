import { ErrorPage } from '@/features/result';

export function ErrorResultRoute() {
  return <ErrorPage />;
}
