export { MineEditPage } from './components/mine-edit-page';
export { BatchEditDrawer } from './batch-edit-drawer';
export { BatchEditButton } from './batch-edit-button';
