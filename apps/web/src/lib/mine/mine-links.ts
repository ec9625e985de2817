/** The profile page of a mine. */
export const mineHref = (mineId: number | string): string => `/mine/${encodeURIComponent(String(mineId))}`;
