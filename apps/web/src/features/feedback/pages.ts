export { FeedbackAdminPage } from './components/feedback-admin-page';
export { OwnFeedbackPage } from './components/own-feedback-page';
