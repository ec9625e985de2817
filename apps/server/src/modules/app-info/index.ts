export { appInfoRoutes, PRODUCT_NAME, VERSION } from './app-info.routes';
export { createDemoAccounts, type DemoAccounts } from './demo-accounts';
