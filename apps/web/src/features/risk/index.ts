export { RiskDashboardPage } from './components/risk-dashboard-page';
export { MineRiskSection } from './components/mine-risk-section';
export { riskKeys } from './api/risk-keys';
export { IndicatorName } from './components/indicator-name';
