import { ComparisonPage } from '@/features/analysis/page';

export function CoalSeamAnalysisRoute() {
  return <ComparisonPage tab="seams" />;
}

export function CoalQualityCompareRoute() {
  return <ComparisonPage tab="quality" />;
}
