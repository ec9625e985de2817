// No zod here: the web app's envelope rule reads these before any schema is loaded.
/** Body codes mirror HTTP statuses; 200 is the only success (SPEC.md §8). */
export const SUCCESS_CODE = 200;
export const ERROR_CODES = [400, 401, 403, 404, 409, 413, 422, 429, 500, 503] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
