import { OnlinePage } from '@/features/system';

export function SystemOnlineRoute() {
  return <OnlinePage />;
}
