import { LoginLogPage } from '@/features/system';

export function SystemLoginLogRoute() {
  return <LoginLogPage />;
}
