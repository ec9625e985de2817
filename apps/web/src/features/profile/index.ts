export { MineProfilePage, type MineProfilePageProps } from './components/mine-profile-page';
export { SubsectionSnapshot } from './components/subsection-snapshot';
export { MineHistoryPage } from './components/history/mine-history-page';
