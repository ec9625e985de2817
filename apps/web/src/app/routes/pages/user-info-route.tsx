import { FollowedMinesPanel, RecentMinesPanel } from '@/features/desk';
import { UserInfoPage } from '@/features/user';

export function UserInfoRoute() {
  return (
    <UserInfoPage minePanels={[<FollowedMinesPanel key="follows" />, <RecentMinesPanel key="recent" />]} />
  );
}
