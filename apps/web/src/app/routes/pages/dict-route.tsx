import { DictsPage } from '@/features/dicts';

export function DictRoute() {
  return <DictsPage />;
}
