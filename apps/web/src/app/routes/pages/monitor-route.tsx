import { MonitorPage } from '@/features/monitor';

export function MonitorRoute() {
  return <MonitorPage />;
}
