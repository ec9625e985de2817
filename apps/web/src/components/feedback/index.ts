export { FeedbackProvider, useFeedback } from './feedback-provider';
