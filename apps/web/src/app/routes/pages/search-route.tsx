import { SearchPage } from '@/features/search/page';

export function SearchRoute() {
  return <SearchPage />;
}
