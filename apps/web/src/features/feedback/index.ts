// The report button loads with the profile; the pages load with their routes.
export { ReportButton } from './components/report-button';
export type { RenderSnapshot } from './components/thread-view';
