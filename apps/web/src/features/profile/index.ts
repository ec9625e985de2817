export { MineProfilePage, type MineProfilePageProps } from './components/mine-profile-page';
