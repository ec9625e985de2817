import { HomePage } from '@/features/home';
import { searchHref } from '@/features/search';

/** The portal links into the search page through the search feature's URL format. */
export function HomeRoute() {
  return <HomePage searchHref={searchHref} />;
}
