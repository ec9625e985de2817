export { StandaloneNotFound } from './standalone-not-found';
