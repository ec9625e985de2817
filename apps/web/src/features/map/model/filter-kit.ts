import type { ComponentType } from 'react';
import type { ApiQuery } from '@/lib/http/client';

/**
 * The mine filters the map reads, handed in by the route (features never import each other): the search
 * page's panel, URL keys and API query, so the map and the search always filter alike.
 */
export interface MineFilterKit<F> {
  /** The filters held in a URL query (other keys are ignored). */
  fromParams(params: URLSearchParams): F;
  /** The search page's link for these filters; its query is also how the map writes them into its URL. */
  searchHref(filters: F): string;
  toQuery(filters: F): ApiQuery;
  activeCount(filters: F): number;
  /** The filters narrowed to what the map shows: its drilled prefecture and the statuses left on. */
  narrow(filters: F, scope: { prefecture?: string; productionStatus?: string[] }): F;
  Panel: ComponentType<{ filters: F; onChange: (patch: Partial<F>) => void }>;
}
