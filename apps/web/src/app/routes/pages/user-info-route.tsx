import { UserInfoPage } from '@/features/user';

export function UserInfoRoute() {
  return <UserInfoPage />;
}
