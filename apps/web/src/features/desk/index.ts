export { FollowButton } from './components/follow-button';
export { FollowedMinesPanel } from './components/followed-mines-panel';
export { RecentMinesPanel } from './components/recent-mines-panel';
export { LicenceExpiryPanel } from './components/licence-expiry-panel';
export { ProvincePanel } from './components/province-panel';
export { deskKeys } from './api/desk-keys';
