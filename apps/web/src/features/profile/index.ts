import './profile-i18n';

export { MineProfilePage, type MineProfilePageProps } from './components/mine-profile-page';
