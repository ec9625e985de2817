export { MessageBell } from './components/message-bell';
export { TodoPanel, UnreadPanel } from './components/inbox-panel';
export { messageKeys } from './api/message-keys';
