export { MineProfilePage, type MineProfilePageProps } from './components/mine-profile-page';
export { SubsectionSnapshot } from './components/subsection-snapshot';
