// No zod here: the web app's HTTP client reads these before any schema is loaded.
export const CLIENT_ID_HEADER = 'clientid';

/** The client identifier the web app sends by default; deployments may set their own on both sides. */
export const DEFAULT_CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
