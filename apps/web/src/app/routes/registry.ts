import { coalQualityCompareRoute, coalSeamAnalysisRoute, industryAnalysisRoute } from './modules/analysis';
import { companyProfileRoute } from './modules/companies';
import { dashboardRoutes } from './modules/dashboard';
import { exceptionRoutes } from './modules/exception';
import { formRoutes } from './modules/form';
import { homeRoute } from './modules/home';
import { listRoutes } from './modules/list';
import { mineHistoryRoute, mineRoute } from './modules/mine';
import { informationRoute, trendsRoute } from './modules/news';
import { resultRoutes } from './modules/result';
import { searchRoute } from './modules/search';
import { systemRoutes } from './modules/system';
import { userRoutes } from './modules/user';
import { mapRoute } from './modules/map';
import { visualizationRoutes } from './modules/visualization';
import type { AppRoute } from './route-types';

/**
 * Every page under the main layout, one entry per page. A feature adds its page here as one entry (or
 * one module of entries); only pages that work are registered.
 */
export const appRoutes: AppRoute[] = [
  homeRoute,
  dashboardRoutes,
  searchRoute,
  listRoutes,
  mineRoute,
  mineHistoryRoute,
  companyProfileRoute,
  formRoutes,
  resultRoutes,
  exceptionRoutes,
  userRoutes,
  systemRoutes,
  industryAnalysisRoute,
  coalSeamAnalysisRoute,
  coalQualityCompareRoute,
  trendsRoute,
  informationRoute,
  mapRoute,
  visualizationRoutes,
].sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));
