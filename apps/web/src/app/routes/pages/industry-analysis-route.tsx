import { AreaPage } from '@/features/analysis/page';

export function IndustryAnalysisRoute() {
  return <AreaPage />;
}
