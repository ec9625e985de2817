import { AuditLogPage } from '@/features/system';

export function SystemAuditLogRoute() {
  return <AuditLogPage />;
}
