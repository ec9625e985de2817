/** Calendar arithmetic on YYYY-MM-DD strings in UTC, so generated dates never depend on the machine's zone. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // 29 February moves to 28 February in a common year.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function dateIn(year: number, dayOfYear: number): string {
  return addDays(`${year}-01-01`, Math.max(0, Math.min(364, dayOfYear)));
}
