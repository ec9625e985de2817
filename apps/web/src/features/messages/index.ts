export { MessageBell } from './components/message-bell';
export { messageKeys } from './api/message-keys';
