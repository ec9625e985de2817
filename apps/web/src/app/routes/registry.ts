import { dashboardRoutes } from './modules/dashboard';
import { exceptionRoutes } from './modules/exception';
import { formRoutes } from './modules/form';
import { homeRoute } from './modules/home';
import { mineRoute } from './modules/mine';
import { resultRoutes } from './modules/result';
import { searchRoute } from './modules/search';
import { userRoutes } from './modules/user';
import type { AppRoute } from './route-types';

/**
 * Every page under the main layout, one entry per page. A later feature adds its page here as one
 * entry (or one module of entries); only pages that work are registered.
 */
export const appRoutes: AppRoute[] = [
  homeRoute,
  dashboardRoutes,
  searchRoute,
  mineRoute,
  formRoutes,
  resultRoutes,
  exceptionRoutes,
  userRoutes,
].sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));

/** Route names whose pages show no side menu (SPEC.md §2). */
export const HIDE_MENU_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'Index',
  'Search',
  'CoalSeamAnalysis',
  'Map',
  'Mine',
  'Profile',
  'Geology',
  'Safety',
  'Management',
  'History',
  'IndustryAnalysis',
  'Information',
  'Sentiment',
  'CoalQualityCompare',
  'Trends',
]);

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';
export const DEFAULT_ROUTE_NAME = 'Workplace';
export const HOME_ROUTE_NAME = 'Index';
