export { appInfoRoutes, PRODUCT_NAME, VERSION } from './app-info.routes';
