export { useSessionStore, sessionState } from './session-store';
export { ensureSession } from './ensure-session';
export { signOut } from './sign-out';
export { login, getInfo, switchRole, changePassword, sessionKeys } from './session-api';
