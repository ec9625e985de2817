import { RiskDashboardPage } from '@/features/risk';

export function RiskModelRoute() {
  return <RiskDashboardPage />;
}
