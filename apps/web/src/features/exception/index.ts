export { ForbiddenPage } from './forbidden-page';
export { MissingMine, MissingPage } from './missing-page';
export { NotFoundPage } from './not-found-page';
export { ServerErrorPage } from './server-error-page';
export { StandaloneNotFound } from './standalone-not-found';
export { ExceptionView } from './exception-view';
