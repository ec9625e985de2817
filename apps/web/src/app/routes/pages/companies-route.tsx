import { CompanyListPage } from '@/features/company';

export function CompaniesRoute() {
  return <CompanyListPage />;
}
