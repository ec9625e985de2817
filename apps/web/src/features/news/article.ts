export { ArticlePage } from './components/article-page';
