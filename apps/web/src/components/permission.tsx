import type { RouteRole } from '@coal/contracts';
import { type ReactNode, useCallback } from 'react';
import { permits } from '@/lib/permission';
import { useSessionStore } from '@/lib/session';

/** Checks a role list against the current role; a non-array throws like the spec's directive. */
export function usePermission(): (roles: readonly RouteRole[]) => boolean {
  const role = useSessionStore((s) => s.role);
  return useCallback((roles: readonly RouteRole[]) => permits(roles, role), [role]);
}

/** Renders its children only for the listed roles (all roles when the list is empty). */
export function Permission({ roles, children }: { roles: readonly RouteRole[]; children: ReactNode }) {
  const check = usePermission();
  return check(roles) ? children : null;
}
