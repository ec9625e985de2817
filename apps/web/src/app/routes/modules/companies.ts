import { page } from '../route-types';
import { withDictionaries } from '../with-dictionaries';

/**
 * A company's profile (SPEC.md §2 `profile/basic`, there admin only). Open to every role: an analyst's
 * work is reading who owns the mines, the mine profile every role reads already names the holder and
 * draws its ownership graph, and this page shows nothing beyond what those mine pages show, gathered.
 */
export const companyProfileRoute = page({
  name: 'CompanyProfile',
  path: '/profile/basic',
  meta: { locale: 'menu.company', requiresAuth: true, hideInMenu: true },
  lazy: withDictionaries(() =>
    import('../pages/company-profile-route').then((m) => ({ Component: m.CompanyProfileRoute })),
  ),
});
