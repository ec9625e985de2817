export { type AuditEntry, recordAudit } from './audit.repository';
export { auditEntry } from './audit-entry';
