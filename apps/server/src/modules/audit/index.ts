export { type AuditEntry, recordAudit } from './audit.repository';
export { auditEntry } from './audit-entry';
export { type AuditLogReader, type AuditLogRow, createAuditLogReader } from './audit-log.repository';
