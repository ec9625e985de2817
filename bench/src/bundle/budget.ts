/** A route's limits in gzip bytes: on everything its first screen loads, or on its own chunks. */
export interface Budget {
  firstLoad?: number;
  own?: number;
}

export interface RouteSize {
  route: string;
  firstLoadBytes: number;
  ownBytes: number;
  budget: Budget;
  /** Files of the first load that hold a library the route must not load (e.g. ECharts on /login). */
  forbidden: string[];
}

export interface Verdict {
  route: string;
  ok: boolean;
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every way a route breaks its budget, in words; a route with none passes. */
export function checkBudget(size: RouteSize): Verdict {
  const problems: string[] = [];
  const { firstLoad, own } = size.budget;
  if (firstLoad !== undefined && size.firstLoadBytes > firstLoad)
    problems.push(`first load ${kb(size.firstLoadBytes)} > ${kb(firstLoad)}`);
  if (own !== undefined && size.ownBytes > own) problems.push(`own chunks ${kb(size.ownBytes)} > ${kb(own)}`);
  if (size.forbidden.length > 0) problems.push(`loads what it must not: ${size.forbidden.join(', ')}`);
  return { route: size.route, ok: problems.length === 0, problems };
}

/** The budgets (issue 9 item 2), in KB of gzip. */
export const BUDGETS = {
  login: { firstLoad: 150 * 1024 },
  workplace: { firstLoad: 250 * 1024 },
  other: { own: 100 * 1024 },
} as const satisfies Record<string, Budget>;
