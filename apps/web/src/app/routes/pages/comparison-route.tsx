import { ComparisonPage } from '@/features/analysis/page';
import { MissingMine } from '@/features/exception';

/** The comparison composed with the shell's not-found page, for an unknown mine. */
export function CoalSeamAnalysisRoute() {
  return <ComparisonPage tab="seams" NotFound={MissingMine} />;
}

export function CoalQualityCompareRoute() {
  return <ComparisonPage tab="quality" NotFound={MissingMine} />;
}
