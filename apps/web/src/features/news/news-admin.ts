export { NewsAdminPage } from './components/news-admin-page';
