import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/** Surrounding-area analysis (SPEC.md §2 industryAnalysis): a menu entry, full width without the side menu. */
export const industryAnalysisRoute = page({
  name: 'IndustryAnalysis',
  path: '/industryAnalysis',
  meta: {
    locale: 'menu.industryAnalysis',
    requiresAuth: true,
    icon: 'analysis',
    order: 2,
    hideSideMenu: true,
  },
  lazy: withDictionaries(() =>
    import('../pages/industry-analysis-route').then((m) => ({ Component: m.IndustryAnalysisRoute })),
  ),
});

/** A mine's seam comparison with its neighbours: opened from the profile, search and links; all roles. */
export const coalSeamAnalysisRoute = page({
  name: 'CoalSeamAnalysis',
  path: '/peripheralAnalysis/coalSeamAnalysis/:mineId',
  meta: {
    locale: 'menu.coalSeamAnalysis',
    requiresAuth: true,
    roles: ['*'],
    hideInMenu: true,
    hideSideMenu: true,
  },
  lazy: withDictionaries(() =>
    import('../pages/comparison-route').then((m) => ({ Component: m.CoalSeamAnalysisRoute })),
  ),
});

/** The same screen, the coal-quality tab. */
export const coalQualityCompareRoute = page({
  name: 'CoalQualityCompare',
  path: '/peripheralAnalysis/coalQualityCompare/:mineId',
  meta: {
    locale: 'menu.coalQualityCompare',
    requiresAuth: true,
    roles: ['*'],
    hideInMenu: true,
    hideSideMenu: true,
  },
  lazy: withDictionaries(() =>
    import('../pages/comparison-route').then((m) => ({ Component: m.CoalQualityCompareRoute })),
  ),
});
