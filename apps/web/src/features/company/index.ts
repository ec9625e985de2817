// The companies' pages, loaded lazily by their routes.
export { CompanyListPage } from './components/company-list-page';
export { CompanyProfilePage, type CompanyProfilePageProps } from './components/company-profile-page';
