// The page's entry, loaded lazily by its route.
export { RegisterPage } from './components/register-page';
