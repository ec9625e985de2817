/** Fixed places of the app, kept apart from the registry so that pages and rules can name them. */
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';
export const DEFAULT_ROUTE_NAME = 'Workplace';
export const HOME_ROUTE_NAME = 'Index';
