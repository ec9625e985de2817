/** Tight per-address limits (per minute) of the operations that cost a password hash or a workbook parse. */
export const ROUTE_LIMITS = {
  login: { max: 30, timeWindow: 60_000 },
  passwordChange: { max: 10, timeWindow: 60_000 },
  upload: { max: 10, timeWindow: 60_000 },
} as const;
