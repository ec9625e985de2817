import { ProductionPage } from '@/features/visualization';

export function ProductionRoute() {
  return <ProductionPage />;
}
