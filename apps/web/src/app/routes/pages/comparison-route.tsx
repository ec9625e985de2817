import { ComparisonPage } from '@/features/analysis/page';
import { MissingPage } from '@/features/exception';

const MissingMine = () => <MissingPage subject="mine" />;

/** The comparison composed with the shell's not-found page, for an unknown mine. */
export function CoalSeamAnalysisRoute() {
  return <ComparisonPage tab="seams" NotFound={MissingMine} />;
}

export function CoalQualityCompareRoute() {
  return <ComparisonPage tab="quality" NotFound={MissingMine} />;
}
