import { MineEditPage } from '@/features/mine-edit';

export function MineEditRoute() {
  return <MineEditPage />;
}
