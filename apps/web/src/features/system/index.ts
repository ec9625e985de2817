export { AuditLogPage } from './components/audit-log-page';
export { LoginLogPage } from './components/login-log-page';
export { OnlinePage } from './components/online-page';
export { UsersPage } from './components/users-page';
