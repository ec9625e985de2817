import { UsersPage } from '@/features/system';

export function SystemUsersRoute() {
  return <UsersPage />;
}
