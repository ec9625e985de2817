export { SentimentDashboardPage } from './components/sentiment-dashboard-page';
