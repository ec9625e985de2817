import { SuccessPage } from '@/features/result';

export function SuccessRoute() {
  return <SuccessPage />;
}
