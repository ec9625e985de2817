import type { GetInfoData, Role, UserInfo } from '@coal/contracts';
import { create } from 'zustand';
import { clearToken, readToken, writeToken } from './token-storage';

interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** Roles the account holds; the active one is `role`. */
  roles: Role[];
  role: Role | null;
  signIn: (token: string) => void;
  setInfo: (info: GetInfoData) => void;
  setRole: (role: Role) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: readToken(),
  user: null,
  roles: [],
  role: null,
  signIn(token) {
    writeToken(token);
    set({ token, user: null, roles: [], role: null });
  },
  setInfo(info) {
    set({ user: info.user, roles: info.roles, role: info.user.role });
  },
  setRole(role) {
    set((state) => ({ role, user: state.user ? { ...state.user, role } : null }));
  },
  clear() {
    clearToken();
    set({ token: null, user: null, roles: [], role: null });
  },
}));

export const sessionState = () => useSessionStore.getState();
