export { MonitorPage } from './components/monitor-page';
