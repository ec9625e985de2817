/** The production analysis as its URL holds it: the area and the span of years. */
export interface ProductionState {
  prefecture?: string;
  county?: string;
  from?: number;
  to?: number;
}

const yearOf = (value: string | null) => {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= 1950 && year <= 2100 ? year : undefined;
};

export function parseProductionParams(params: URLSearchParams): ProductionState {
  const prefecture = params.get('prefecture') || undefined;
  return {
    prefecture,
    // A county only within its prefecture, as the area picker chooses it.
    county: (prefecture && params.get('county')) || undefined,
    from: yearOf(params.get('from')),
    to: yearOf(params.get('to')),
  };
}

/** The state as URL parameters and as the API's query: the same names. */
export function toProductionParams(state: ProductionState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.prefecture) out.prefecture = state.prefecture;
  if (state.prefecture && state.county) out.county = state.county;
  if (state.from !== undefined) out.from = String(state.from);
  if (state.to !== undefined) out.to = String(state.to);
  return out;
}

/** The search filters a figure drills into: the area and what the figure's series names. */
export type DrillFilter = Partial<Record<'productionStatus' | 'scaleClass' | 'prefecture', string>>;

/** The search page's link for the area and a figure's filter (the same parameter names the search reads). */
export function drillSearchHref(state: ProductionState, filter: DrillFilter): string {
  const params = new URLSearchParams();
  const prefecture = filter.prefecture ?? state.prefecture;
  if (prefecture) params.set('prefecture', prefecture);
  if (state.prefecture && state.county) params.set('county', state.county);
  if (filter.productionStatus) params.set('productionStatus', filter.productionStatus);
  if (filter.scaleClass) params.set('scaleClass', filter.scaleClass);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
