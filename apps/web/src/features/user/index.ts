export { AvatarMenu } from './avatar-menu';
export { UserInfoPage } from './user-info-page';
export { UserSettingPage } from './user-setting-page';
