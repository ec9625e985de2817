export { SuccessPage } from './success-page';
export { ErrorPage } from './error-page';
