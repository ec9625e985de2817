import { PivotPage } from '@/features/visualization';

export function PivotRoute() {
  return <PivotPage />;
}
