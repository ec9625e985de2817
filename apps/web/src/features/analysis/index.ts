export { analysisZhCN, useAnalysisT } from './analysis-i18n';
