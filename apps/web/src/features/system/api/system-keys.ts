/** Query keys of 系统管理; a change invalidates its list (and the online list, when sessions end). */
export const systemKeys = {
  all: ['system'] as const,
  users: (query?: object) => [...systemKeys.all, 'users', query ?? {}] as const,
  userSessions: (userId: number) => [...systemKeys.all, 'userSessions', userId] as const,
  online: (query?: object) => [...systemKeys.all, 'online', query ?? {}] as const,
  loginLog: (query?: object) => [...systemKeys.all, 'loginLog', query ?? {}] as const,
  auditLog: (query?: object) => [...systemKeys.all, 'auditLog', query ?? {}] as const,
  auditTargetTypes: () => [...systemKeys.all, 'auditTargetTypes'] as const,
};
